import { request as httpRequest } from 'node:http';
import type { Plugin } from 'vite';

/** The header a Playwright worker sends so the dev server forwards its mock-server traffic to that worker's own mock server. */
export const MOCK_PORT_HEADER = 'x-e2e-mock-port';

/**
 * The journeys' dev server only (tests/e2e/vite.config.ts): requests for the mock server's paths that carry
 * {@link MOCK_PORT_HEADER} go to 127.0.0.1:<that port> instead of the default proxy target, so every Playwright
 * worker has its own mock server (own data, own clock) behind one dev server.
 * Streams (the SSE event stream) are piped both ways and closed with the client.
 */
export function e2eMockRouting(paths: readonly string[]): Plugin {
  return {
    name: 'lookcard:e2e-mock-routing',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const header = req.headers[MOCK_PORT_HEADER];
        const url = req.url ?? '/';
        const pathname = url.split('?')[0] ?? '/';
        const isMockPath = paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
        if (!isMockPath || typeof header !== 'string' || !/^\d{2,5}$/.test(header)) {
          next();
          return;
        }
        const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== MOCK_PORT_HEADER));
        const upstream = httpRequest({ host: '127.0.0.1', port: Number(header), method: req.method, path: url, headers }, (response) => {
          res.writeHead(response.statusCode ?? 502, response.statusMessage, response.headers);
          response.pipe(res);
        });
        upstream.on('error', (error) => {
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`e2e mock routing: ${error.message}`);
        });
        res.on('close', () => upstream.destroy());
        req.pipe(upstream);
      });
    },
  };
}
