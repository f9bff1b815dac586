import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { loadEnv, type Plugin } from 'vite';
import { parseHeadersFile, renderHeadersFile, securityHeaderOptionsFromEnv, securityHeaders } from '../hosting/security-headers.ts';

/** The file static hosts (Netlify, Cloudflare Pages) read their response headers from; written into the build. */
export const HEADERS_FILE = '_headers';

/**
 * The production app's security headers (tooling/hosting/security-headers.ts):
 * - `vite build` writes them to `<outDir>/_headers`, computed from the build's variables (VITE_API_BASE_URL,
 *   CSP_FRAME_ORIGINS, CSP_IMG_ORIGINS), and makes no source maps (vite.config.ts);
 * - `vite preview` sends the headers of that file with every page and file of the app (so what is previewed is
 *   what the build deploys), Strict-Transport-Security only over HTTPS, and answers 404 for source maps and for
 *   the `_headers` file itself. Paths proxied to the mock server (`proxied`) keep the mock server's own headers.
 */
export function securityHeadersPlugin(proxied: readonly string[]): Plugin {
  let mode = 'production';
  let root = process.cwd();
  let outDir = 'dist';
  // loadEnv reads .env files and process.env (which wins) for these prefixes.
  const env = () => loadEnv(mode, root, ['VITE_', 'CSP_']);

  return {
    name: 'lookcard:security-headers',
    configResolved(config) {
      mode = config.mode;
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: renderHeadersFile(securityHeaderOptionsFromEnv(env(), true)) });
    },
    configurePreviewServer(server) {
      const file = join(outDir, HEADERS_FILE);
      const headers = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : securityHeaders(securityHeaderOptionsFromEnv(env(), true));
      const { 'Strict-Transport-Security': hsts, ...always } = headers;
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        if (proxied.some((path) => pathname === path || pathname.startsWith(`${path}/`))) {
          next();
          return;
        }
        for (const [name, value] of Object.entries(always)) res.setHeader(name, value);
        if (hsts && (req.socket as TLSSocket).encrypted) res.setHeader('Strict-Transport-Security', hsts);
        if (/\.map$/i.test(pathname) || pathname === `/${HEADERS_FILE}`) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Not found');
          return;
        }
        next();
      });
    },
  };
}
