import type { Server } from 'node:http';
import type { Plugin } from 'vite';
// vite.config.ts loads this file, and Vite bundles its config without tsconfig paths: the kit's alias does not resolve
// there, so this one import takes the kit's entry by its path.
// eslint-disable-next-line no-restricted-imports
import { applyKeepAlive } from '../../contract-kit/keep-alive.ts';

/**
 * The dev server and the preview keep idle connections as long as the mock server does (@contract-kit/keep-alive:
 * 65 s instead of Node's 5 s, with the headers timeout above it), so a client always closes a kept connection first.
 */
export function keepAlivePlugin(): Plugin {
  const keepAlive = (server: { httpServer: unknown }) => {
    const http = server.httpServer as Server | null;
    if (!http || !('keepAliveTimeout' in http)) return;
    applyKeepAlive(http);
  };
  return {
    name: 'lookcard:keep-alive',
    configureServer: keepAlive,
    configurePreviewServer: keepAlive,
  };
}
