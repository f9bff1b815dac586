import type { Server } from 'node:http';

/** Longer than any keep-alive client's idle timeout (Node's global agent: 5 s; browsers: up to 60 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Every HTTP server of the project — the dev server and the preview (tooling/vite/keep-alive-plugin.ts) and the mock
 * server (mock-server/transports/node.ts) — closes idle keep-alive connections after 65 s instead of Node's 5 s.
 *
 * With both sides at 5 s (Node 20's global agent keeps connections alive for 5 s, and so does Node's HTTP server),
 * a client that reuses an idle connection just as the server closes it gets ECONNRESET, and a POST is not retried:
 * an e2e journey's `page.request.post(…)` through the dev server failed so in CI. A server that keeps idle
 * connections longer than its clients lets the client always close first.
 */
export function applyKeepAlive(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Must exceed keepAliveTimeout, or a request arriving late on a kept connection is cut by the headers timeout.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
