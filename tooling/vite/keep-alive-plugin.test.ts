// @vitest-environment node
import type { Server } from 'node:http';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS } from '@contract-kit/keep-alive';
import { keepAlivePlugin } from './keep-alive-plugin';

describe('keepAlivePlugin', () => {
  let server: ViteDevServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it("keeps the dev server's idle connections longer than Node's 5 s client agent, so a reused connection is never reset under a request", async () => {
    server = await createServer({
      configFile: false,
      root: import.meta.dirname,
      logLevel: 'silent',
      plugins: [keepAlivePlugin()],
      server: { host: '127.0.0.1', port: 0, ws: false },
      optimizeDeps: { noDiscovery: true },
    });
    await server.listen();
    const http = server.httpServer as Server | null;
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(5_000);
    expect(http?.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(http?.headersTimeout).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
  });
});
