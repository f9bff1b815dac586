import type { Server } from 'node:http';
import type { Plugin } from 'vite';

/** Longer than any keep-alive client's idle timeout (Node's global agent: 5 s; browsers: up to 60 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The dev server and the preview close idle keep-alive connections after 65 s instead of Node's 5 s.
 *
 * With both sides at 5 s (Node 20's global agent keeps connections alive for 5 s, and so does Node's HTTP server),
 * a client that reuses an idle connection just as the server closes it gets ECONNRESET, and a POST is not retried:
 * an e2e journey's `page.request.post(…)` through the dev server failed so in CI. A server that keeps idle
 * connections longer than its clients lets the client always close first. The mock server does the same
 * (mock-server/transports/node.ts).
 */
export function keepAlivePlugin(): Plugin {
  const keepAlive = (server: { httpServer: unknown }) => {
    const http = server.httpServer as Server | null;
    if (!http || !('keepAliveTimeout' in http)) return;
    http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // Must exceed keepAliveTimeout, or a request arriving late on a kept connection is cut by the headers timeout.
    http.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  };
  return {
    name: 'lookcard:keep-alive',
    configureServer: keepAlive,
    configurePreviewServer: keepAlive,
  };
}
