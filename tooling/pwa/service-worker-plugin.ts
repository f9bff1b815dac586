import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { SIGNED_IN_PAGE } from '../hosting/start-page.ts';

/**
 * Builds /sw.js for production: the hand-written worker (`service-worker.ts`, types stripped) with the
 * precache list of this build (every emitted file but source maps, plus the public files) and a version
 * hashed from their contents. Development has no service worker.
 */
export const SERVICE_WORKER_FILE = 'sw.js';
const SOURCE = new URL('../../src/features/pwa/worker/service-worker.ts', import.meta.url);
// The signed-in start page is for the hosts (tooling/hosting/start-page.ts): the worker answers navigations with index.html.
const NOT_PRECACHED = [/\.map$/, /(^|\/)sw\.js$/, /(^|\/)_headers$/, /(^|\/)\.DS_Store$/, /\.LICENSE\.txt$/, new RegExp(`(^|/)${SIGNED_IN_PAGE.replace(/\./g, '\\.')}$`)];

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else out.push(path);
  }
  return out;
}

export interface PrecacheEntry {
  /** URL path, e.g. /assets/index-abc123.js */
  url: string;
  content: string | Uint8Array;
}

/** The precache list and version of a build (pure: unit-tested). */
export function precacheManifest(entries: readonly PrecacheEntry[]): { urls: string[]; version: string } {
  const kept = entries.filter((entry) => !NOT_PRECACHED.some((pattern) => pattern.test(entry.url))).sort((a, b) => a.url.localeCompare(b.url));
  const hash = createHash('sha256');
  for (const entry of kept) hash.update(entry.url).update('\0').update(entry.content).update('\0');
  return { urls: kept.map((entry) => entry.url), version: hash.digest('hex').slice(0, 16) };
}

export async function buildServiceWorker(entries: readonly PrecacheEntry[], base = '/'): Promise<string> {
  const { urls, version } = precacheManifest(entries);
  const source = readFileSync(SOURCE, 'utf8');
  const { code } = await transformWithOxc(source, 'service-worker.ts', { lang: 'ts' });
  // The source is a module for the type checker only; a classic worker script has no exports.
  const script = code.replace(/^export\s*\{\s*\};?\s*$/m, '');
  const prefixed = urls.map((url) => `${base.replace(/\/$/, '')}${url}`);
  return `const PRECACHE_URLS = ${JSON.stringify(prefixed)};\nconst CACHE_VERSION = ${JSON.stringify(version)};\n${script}`;
}

export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  let base = '/';
  return {
    name: 'lookcard:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      if (!bundle['index.html']) this.error('service worker: index.html is missing from the bundle');
      const entries: PrecacheEntry[] = Object.values(bundle).map((item) => ({
        url: `/${item.fileName}`,
        content: item.type === 'chunk' ? item.code : typeof item.source === 'string' ? item.source : new Uint8Array(item.source),
      }));
      for (const file of listFiles(publicDir)) {
        entries.push({ url: `/${relative(publicDir, file).split(sep).join('/')}`, content: readFileSync(file) });
      }
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: await buildServiceWorker(entries, base) });
    },
  };
}
