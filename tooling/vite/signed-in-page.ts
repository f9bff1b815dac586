import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { builtFilePath, isStartPageRequest, SIGNED_IN_PAGE, START_PAGE, startPageFor } from '../hosting/start-page.ts';

/**
 * index.html with a module preload of each file, before the entry's script. At low priority: the browser downloads the
 * entry, which the page needs first, ahead of them, and the first paint never waits on them (a high-priority script
 * would hold it: in Lighthouse's simulation it did, first contentful paint ≈ 470 ms later).
 */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const at = html.search(/<script type="module"[^>]*\ssrc=/);
  if (at < 0) throw new Error('signed-in page: index.html has no module entry script');
  const links = files.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">\n    `).join('');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
}
type BundleItem = BundleChunk | { type: 'asset'; fileName: string; source: string | Uint8Array };

/** The chunks to preload: each one holding a module of `roots`, with the chunks it imports statically, the entry's aside. */
export function preloadedChunks(bundle: Record<string, BundleItem>, roots: readonly string[], base = '/'): string[] {
  const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');
  const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const out: string[] = [];
  const add = (chunk: BundleChunk) => {
    if (entryFiles.has(chunk.fileName) || out.includes(chunk.fileName)) return;
    out.push(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = chunks.find((candidate) => candidate.fileName === file);
      if (imported) add(imported);
    }
  };
  for (const root of roots) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(root)));
    if (!chunk) throw new Error(`signed-in page: no chunk holds ${root}`);
    add(chunk);
  }
  return out.map((file) => `${base}${file}`);
}

/**
 * Writes dist/index.signed-in.html, preloading the chunks that hold the modules `preloads` names (vite.config.ts: the
 * dashboard's screen roots, the formatting warm-up among them), and has `vite preview` answer navigations by the session
 * cookie as the hosts do (scripts/lib/bench-servers.ts, deploy/nginx/site.conf). The service worker does not precache
 * the page.
 */
export function signedInPagePlugin(proxied: readonly string[], preloads: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'lookcard:signed-in-page',
    // Not build-only: `vite preview` takes its hook from here too (generateBundle runs in builds alone).
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle[START_PAGE];
      if (!index || index.type !== 'asset') this.error(`signed-in page: ${START_PAGE} is missing from the bundle`);
      const html = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      const files = preloadedChunks(bundle as unknown as Record<string, BundleItem>, preloads, base);
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_PAGE, source: withModulePreloads(html, files) });
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const isFile = (pathname: string) => builtFilePath(outDir, pathname) !== null;
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const [pathname = '/', query] = (req.url ?? '/').split('?');
        if (isStartPageRequest(req.method, pathname, isFile, proxied)) {
          // The answer depends on the cookie: a cache must not give one visitor's page to another.
          const vary = res.getHeader('Vary');
          res.setHeader('Vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
          const page = startPageFor(req.headers.cookie);
          if (page === SIGNED_IN_PAGE && isFile(`/${SIGNED_IN_PAGE}`)) req.url = `/${SIGNED_IN_PAGE}${query === undefined ? '' : `?${query}`}`;
        }
        next();
      });
    },
  };
}
