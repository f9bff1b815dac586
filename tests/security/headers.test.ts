import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, resolveConfig, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, permissionsPolicy, renderHeadersFile, renderNginxHeaders, renderNginxSite, securityHeaderOptionsFromEnv } from '../../tooling/hosting/security-headers';

/**
 * The production app is served with a strict CSP and the other security headers, by
 * `npm run preview` and by the deployable hosting configurations, and no source map is public.
 */

const API = 'https://api.example.com';

/** A built app as `vite build` leaves it: the document, a hashed script, a stray source map, the headers file. */
function fakeBuild(withHeadersFile: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'lookcard-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets/index-abc.js'), 'console.log("app")\n');
  writeFileSync(join(dir, 'assets/index-abc.js.map'), '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["secret source"]}');
  if (withHeadersFile) writeFileSync(join(dir, '_headers'), renderHeadersFile({ apiBaseUrl: API, frameOrigins: ['https://widget.example.com'], https: true }));
  return dir;
}

async function startPreview(outDir: string): Promise<{ server: PreviewServer; origin: string }> {
  const server = await preview({ configFile: 'vite.config.ts', logLevel: 'silent', build: { outDir }, preview: { port: 0, strictPort: false, open: false } });
  const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  return { server, origin };
}

describe('npm run preview', () => {
  let dir = '';
  let running: { server: PreviewServer; origin: string };

  beforeAll(async () => {
    dir = fakeBuild(true);
    running = await startPreview(dir);
    // Loading vite.config.ts and its plugins takes a few seconds, more on a busy 2-core machine.
  }, 60_000);
  afterAll(async () => {
    await running.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the CSP and security headers with the document, from the build’s _headers', async () => {
    const response = await fetch(`${running.origin}/`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain(`connect-src 'self' ${API};`);
    expect(csp).toContain(`frame-src 'self' ${API} https://widget.example.com;`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*payment=\(self "https:\/\/widget\.example\.com"\)/);
    // Plain HTTP: no HSTS (it is for HTTPS hosts; the _headers file has it for them).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends them with scripts and with the SPA fallback too', async () => {
    for (const path of ['/assets/index-abc.js', '/some/deep/link']) {
      const response = await fetch(`${running.origin}${path}`);
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('serves no source map and not the headers file', async () => {
    for (const path of ['/assets/index-abc.js.map', '/_headers']) {
      const response = await fetch(`${running.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('secret source');
    }
  });
});

describe('npm run preview of a build without _headers', () => {
  it('computes the same headers from the environment', async () => {
    const dir = fakeBuild(false);
    const running = await startPreview(dir);
    try {
      const response = await fetch(`${running.origin}/`);
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy(securityHeaderOptionsFromEnv(process.env, false)));
    } finally {
      await running.server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the policy', () => {
  const csp = contentSecurityPolicy({ https: true });

  it('allows no inline or evaluated script, and styles inline only (emotion)', () => {
    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
  });

  it('names the variable of an origin that is not an http(s) URL', () => {
    expect(() => securityHeaderOptionsFromEnv({ CSP_FRAME_ORIGINS: 'javascript:alert(1)' }, true)).toThrow(/CSP_FRAME_ORIGINS/);
    expect(() => securityHeaderOptionsFromEnv({ VITE_API_BASE_URL: 'api.example.com' }, true)).toThrow(/VITE_API_BASE_URL/);
  });

  it('frames the configured terms and privacy pages where they live, and nothing of theirs gets payment', () => {
    const options = securityHeaderOptionsFromEnv({ VITE_TERMS_URL: 'https://legal.lookcard.example/terms', VITE_PRIVACY_URL: '/legal/privacy' }, true);
    expect(contentSecurityPolicy(options)).toContain("frame-src 'self' https://legal.lookcard.example");
    expect(permissionsPolicy(options)).toContain('payment=(self)');
  });

  it('gives HTTPS hosts Strict-Transport-Security', () => {
    expect(renderHeadersFile({ https: true })).toMatch(/Strict-Transport-Security: max-age=\d+; includeSubDomains/);
  });
});

describe('the production build and the deployable configurations', () => {
  it('makes no source maps', async () => {
    const config = await resolveConfig({ configFile: 'vite.config.ts', logLevel: 'silent' }, 'build', 'production');
    expect(config.build.sourcemap).toBe(false);
  });

  it('deploy/ holds the generated _headers and nginx configuration, current with the source', () => {
    const options = securityHeaderOptionsFromEnv({}, true);
    const read = (path: string) => readFileSync(new URL(`../../deploy/${path}`, import.meta.url), 'utf8');
    expect(read('_headers')).toBe(renderHeadersFile(options));
    expect(read('nginx/security-headers.conf')).toBe(renderNginxHeaders(options));
    expect(read('nginx/site.conf')).toBe(renderNginxSite());
  });
});
