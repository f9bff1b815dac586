import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, resolveConfig } from 'vite';

/** The production build must leave out development-only code: the simulator route, mocks and faker. */
describe('production bundle', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'lookcard-build-'));
  let code = '';
  let html = '';

  beforeAll(async () => {
    // Vitest runs with NODE_ENV=test, which would make Vite build a development-flavoured bundle
    // (import.meta.env.DEV true). Build exactly what `npm run build` ships.
    const previous = { NODE_ENV: process.env.NODE_ENV, VITE_TERMS_URL: process.env.VITE_TERMS_URL, VITE_PRIVACY_URL: process.env.VITE_PRIVACY_URL };
    Object.assign(process.env, { NODE_ENV: 'production', VITE_TERMS_URL: 'https://lookcard.example/legal/terms', VITE_PRIVACY_URL: 'https://lookcard.example/legal/privacy' });
    try {
      await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'silent', build: { outDir, sourcemap: false, emptyOutDir: true } });
    } finally {
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) Reflect.deleteProperty(process.env, name);
        else process.env[name] = value;
      }
    }
    html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const assets = join(outDir, 'assets');
    code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
  }, 120_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('contains the app', () => {
    expect(code).toContain('/api/auth/session');
  });

  it("carries the sign-in screen's emotion rules as emotion's server output: class rules and keyframes only, one per name", () => {
    const [, names = '', css = ''] = /<style data-emotion="css ([^"]+)">([^<]*)<\/style>/.exec(html) ?? [];
    const list = names.split(' ');
    expect(list.length).toBeGreaterThan(20);
    expect(new Set(list).size).toBe(list.length);
    for (const name of list) expect(css, name).toMatch(name.startsWith('animation-') ? `@keyframes ${name}{` : new RegExp(`\\.css-${name}(?![\\w-])`));
    // Every rule is one of those names' (emotion's global sheets, the CSS baseline and the theme's variables, are not).
    const selectors = css.replace(/\{[^{}]*\}/g, '').replace(/@media[^{]*\{|\}/g, ' ');
    expect(selectors.match(/(^|\s)(html|body|:root)\b/g)).toBeNull();
    // The page-wide spinner's rules stay inserted at run time (tooling/vite/start-styles-render.tsx).
    expect(css).not.toContain('stroke-dasharray');
  });

  it("writes the signed-in start page: index.html with a module preload of the dashboard's chunk (which holds the formatting warm-up), which the service worker does not precache", () => {
    const signedIn = readFileSync(join(outDir, 'index.signed-in.html'), 'utf8');
    const preloads = [...signedIn.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="\/(assets\/[^"]+\.js)">\s*/g)];
    expect(preloads.map(([, file]) => file)).toEqual([expect.stringMatching(/^assets\/dashboard-[\w-]+\.js$/)]);
    // The warm-up (src/app/place-loader.ts starts it with the dashboard's code) is in that chunk: no request of its own.
    expect(readdirSync(join(outDir, 'assets')).filter((file) => /^formatting-warm-up-[\w-]+\.js$/.test(file))).toEqual([]);
    // Nothing else differs, and every preloaded file is in the build.
    expect(preloads.reduce((page, [tag]) => page.replace(tag, ''), signedIn)).toBe(html);
    for (const [, file = ''] of preloads) expect(readFileSync(join(outDir, file), 'utf8').length).toBeGreaterThan(0);
    expect(readFileSync(join(outDir, 'sw.js'), 'utf8')).not.toContain('index.signed-in.html');
  });

  it("ships TanStack Router in the sign-in screen's entry: it owns every address from the first screen", () => {
    const entry = /<script type="module" crossorigin src="\/(assets\/index-[\w-]+\.js)">/.exec(html)?.[1] ?? '';
    // The root route's id, a string of router-core's that survives minification.
    expect(readFileSync(join(outDir, entry), 'utf8')).toContain('__root__');
  });

  it('has no simulator route or page', () => {
    expect(code).not.toContain('transaction-simulation');
    expect(code).not.toContain('Transaction simulator');
  });

  it('has no mock, faker or MSW code', () => {
    expect(code).not.toMatch(/faker/i);
    expect(code).not.toContain('mockServiceWorker');
    expect(code).not.toContain('/api/simulator/');
  });

  it('frames the configured terms and privacy pages', () => {
    expect(code).toContain('https://lookcard.example/legal/terms');
    expect(code).toContain('https://lookcard.example/legal/privacy');
  });

  it('refuses to build for a real backend without the terms and privacy pages: a real backend has no /mock-pages', async () => {
    const saved = { terms: process.env.VITE_TERMS_URL, privacy: process.env.VITE_PRIVACY_URL, api: process.env.VITE_API_BASE_URL, nodeEnv: process.env.NODE_ENV };
    delete process.env.VITE_TERMS_URL;
    delete process.env.VITE_PRIVACY_URL;
    process.env.VITE_API_BASE_URL = 'https://api.example.com';
    process.env.NODE_ENV = 'production';
    try {
      await expect(resolveConfig({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'silent' }, 'build', 'production', 'production')).rejects.toThrow(
        /VITE_TERMS_URL: required with VITE_API_BASE_URL.*VITE_PRIVACY_URL: required with VITE_API_BASE_URL/,
      );
    } finally {
      if (saved.terms !== undefined) process.env.VITE_TERMS_URL = saved.terms;
      if (saved.privacy !== undefined) process.env.VITE_PRIVACY_URL = saved.privacy;
      if (saved.api === undefined) delete process.env.VITE_API_BASE_URL;
      else process.env.VITE_API_BASE_URL = saved.api;
      process.env.NODE_ENV = saved.nodeEnv;
    }
  });

  it('ships no ICU message parser (messages are precompiled)', () => {
    expect(code).not.toContain('INVALID_ARGUMENT_TYPE');
    expect(code).not.toContain('MALFORMED_ARGUMENT');
  });
});
