#!/usr/bin/env node
/**
 * npm run check:bundle — the CI gate on the initial JavaScript of the app's two main screens, computed
 * statically from one production build (no browser): vite's manifest gives the chunk graph, and a
 * screen's initial JS is the chunks it starts with plus everything they import statically.
 *
 * - sign-in route: the entry (index.html's script) and its static imports;
 * - dashboard after sign-in: the same plus the dashboard's lazy chunk, the signed-in app's English messages
 *   (a catalogue part loaded alongside it) and their static imports.
 *
 * Targets: sign-in ≤ 190 KB gzip (TanStack Router owns every address from the first screen: ≈ 26 KB of it), dashboard
 * ≤ 260 KB gzip. Also fails when a
 * module that must never reach users (msw, faker, the mock server, the generated zod schemas, full zod)
 * is in any chunk. `npm run bench` measures the same screens in a real browser, with Lighthouse.
 *
 * Usage: node scripts/check-bundle.mjs [--out DIR] [--no-build] [--json] [--max-sign-in=KB] [--max-dashboard=KB]
 * The --max-* flags replace a target by a budget (a ratchet for CI while a target is not met yet: set it a
 * little above today's figure so any growth fails); the output still shows the distance to the target.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

export const KB = 1024;

/**
 * The screens, as the manifest keys (source paths) whose chunks the screen loads first; `group:NAME` is the chunk of
 * a code-splitting group (vite.config.ts: the signed-in app's first screen is one group chunk, `dashboard`).
 */
export const SCREENS = {
  signIn: {
    label: 'sign-in route',
    roots: ['index.html'],
    targetGzip: 190 * KB,
  },
  dashboard: {
    label: 'dashboard after sign-in',
    // The signed-in app's English messages load with the dashboard (src/i18n/catalogues.ts, <MessagesGate>).
    roots: ['index.html', 'group:dashboard', 'src/i18n/compiled/en/main.json'],
    targetGzip: 260 * KB,
  },
};

/** Sources that must never be in a production chunk (matched against source-map `sources`). */
const FORBIDDEN = [
  { pattern: /node_modules\/msw\//, why: 'msw (mocks)' },
  { pattern: /node_modules\/@faker-js\//, why: 'faker (mock data)' },
  { pattern: /(^|\/)mock-server\//, why: 'mock server code' },
  { pattern: /(^|\/)src\/testing\//, why: 'test helpers' },
  { pattern: /(^|\/)simulator\//, why: 'simulator code' },
  {
    pattern: /contract-kit\/(generated\/(zod|mocks)\/|generated\/operation|zod\.ts|operations\.ts|mocks\.ts|index\.ts)/,
    why: "the contract kit's server-side entries (zod schemas, operations table, mocks)",
  },
  {
    pattern: /node_modules\/zod\/v4\/classic\//,
    why: 'full zod (the client uses zod/mini)',
  },
  {
    pattern: /node_modules\/@formatjs\/icu-messageformat-parser\/(?!no-parser)/,
    why: 'the ICU message parser (messages are precompiled)',
  },
];

export function sizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

export function addSizes(list) {
  return list.reduce(
    (sum, s) => ({
      raw: sum.raw + s.raw,
      gzip: sum.gzip + s.gzip,
      brotli: sum.brotli + s.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Builds the app into `outDir` (production mode, with the manifest). `sourcemap: 'hidden'` adds source maps that no
 * chunk links to (the chunks are byte for byte the same): what `forbiddenModules` reads the chunks' sources from.
 */
export function buildApp(outDir, { cwd = root, config, sourcemap } = {}) {
  const args = ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  if (config) args.push('--config', config);
  if (sourcemap) args.push('--sourcemap', sourcemap);
  const result = spawnSync(join(root, 'node_modules/.bin/vite'), args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    // Measured as served in front of the mock server: its legal pages, unless the caller names others.
    env: { VITE_TERMS_URL: '/mock-pages/terms', VITE_PRIVACY_URL: '/mock-pages/privacy', ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) throw new Error(`vite build failed (${result.status ?? result.signal})`);
}

/** The manifest key of a code-splitting group's chunk (`_NAME-HASH.js`, named NAME). */
function groupKey(manifest, name) {
  const keys = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key].name === name);
  if (keys.length !== 1) throw new Error(`the build manifest has ${keys.length} chunks of the group ${name} (vite.config.ts codeSplitting), not one`);
  return keys[0];
}

/** The initial JS and CSS files of each screen, with their sizes, from a build's manifest. */
export function analyseBuild(outDir, screens = SCREENS) {
  const manifestPath = join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with build.manifest = true`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const result = {};
  for (const [name, screen] of Object.entries(screens)) {
    const seen = new Set();
    const visit = (root) => {
      const key = root.startsWith('group:') ? groupKey(manifest, root.slice('group:'.length)) : root;
      if (seen.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest (was it renamed or no longer lazy?)`);
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of screen.roots) visit(key);
    const js = [...seen].map((key) => manifest[key].file);
    const css = [...new Set([...seen].flatMap((key) => manifest[key].css ?? []))];
    const files = (list) =>
      list.map((file) => ({
        file,
        ...sizes(readFileSync(join(outDir, file))),
      }));
    const jsFiles = files(js);
    const cssFiles = files(css);
    result[name] = {
      label: screen.label,
      targetGzip: screen.targetGzip,
      js: { files: jsFiles, total: addSizes(jsFiles) },
      css: { files: cssFiles, total: addSizes(cssFiles) },
    };
  }
  return result;
}

/**
 * Forbidden modules found in any emitted chunk (by its source map). Throws when a chunk has no map: a build without
 * maps (`buildApp(…, { sourcemap: 'hidden' })`) could not be checked, and an unchecked build must not pass.
 */
export function forbiddenModules(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const found = [];
  for (const chunk of Object.values(manifest)) {
    const mapPath = join(outDir, `${chunk.file}.map`);
    if (!chunk.file.endsWith('.js')) continue;
    if (!existsSync(mapPath)) throw new Error(`${mapPath} is missing: build with source maps (--sourcemap hidden) to check the chunks' modules`);
    const { sources = [] } = JSON.parse(readFileSync(mapPath, 'utf8'));
    for (const { pattern, why } of FORBIDDEN) {
      const hit = sources.find((source) => pattern.test(source));
      if (hit) found.push({ file: chunk.file, why, source: hit });
    }
  }
  return found;
}

const USAGE = `usage: npm run check:bundle -- [--max-sign-in=KB] [--max-dashboard=KB] [--out DIR] [--no-build] [--json]
Builds the app (into DIR, default a temporary folder) and fails when the initial JS (gzip) of the sign-in route or the
dashboard passes its budget, or when mock, faker, zod or the ICU message parser reaches a chunk.`;

function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const outIndex = args.indexOf('--out');
  const outDir = resolve(outIndex >= 0 ? args[outIndex + 1] : join(tmpdir(), `lookcard-check-bundle-${process.getuid?.() ?? 'user'}`));
  if (!args.includes('--no-build')) buildApp(outDir, { sourcemap: 'hidden' });
  const screens = analyseBuild(outDir);
  const forbidden = forbiddenModules(outDir);
  if (args.includes('--json')) {
    console.log(JSON.stringify({ outDir, screens, forbidden }, null, 2));
  } else {
    for (const screen of Object.values(screens)) {
      console.log(
        `\n${screen.label}: ${kb(screen.js.total.gzip)} gzip JS (target ≤ ${kb(screen.targetGzip)}), ${kb(screen.js.total.brotli)} brotli, ${kb(screen.js.total.raw)} raw; CSS ${kb(screen.css.total.gzip)} gzip`,
      );
      for (const f of screen.js.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(9)} gzip ${kb(f.brotli).padStart(9)} br`);
    }
  }
  const budgetFlag = (name) => {
    const arg = args.find((a) => a.startsWith(`--max-${name}=`));
    return arg ? Number(arg.split('=')[1]) * KB : undefined;
  };
  const budgets = { signIn: budgetFlag('sign-in'), dashboard: budgetFlag('dashboard') };
  let failed = false;
  for (const [name, screen] of Object.entries(screens)) {
    const limit = budgets[name] ?? screen.targetGzip;
    const kind = budgets[name] === undefined ? 'target' : 'budget';
    if (screen.js.total.gzip > limit) {
      failed = true;
      console.error(`✗ ${screen.label}: ${kb(screen.js.total.gzip)} gzip of JS is over the ${kb(limit)} ${kind}`);
    } else if (screen.js.total.gzip > screen.targetGzip) {
      console.log(`! ${screen.label}: within the ${kb(limit)} budget, ${kb(screen.js.total.gzip - screen.targetGzip)} over the ${kb(screen.targetGzip)} target (see bench/report.md)`);
    }
  }
  for (const hit of forbidden) {
    failed = true;
    console.error(`✗ ${hit.file} contains ${hit.why}: ${hit.source}`);
  }
  if (failed) process.exit(1);
  console.log('\n✓ bundle within its limits');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
