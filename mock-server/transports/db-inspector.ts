import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Store } from '../store/store';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
interface JsonServer {
  create(): Middleware & { use(...handlers: unknown[]): void };
  router(db: object): Middleware;
  defaults(options: { logger: boolean; readOnly: boolean; noCors: boolean }): Middleware[];
}

const require = createRequire(import.meta.url);
const jsonServer = require('json-server') as JsonServer;

/**
 * /__db: json-server's CRUD router over a snapshot of the store, read-only (writes go through the API so
 * they are validated and journaled). The snapshot is rebuilt only when the store has changed.
 */
export function createDbInspector(store: Store) {
  let cachedVersion = -1;
  let app: Middleware | null = null;

  function current(): Middleware {
    if (app && cachedVersion === store.version) return app;
    const snapshot = store.snapshot();
    const safe = {
      ...snapshot,
      users: (snapshot.users ?? []).map(({ passwordHash: _p, mfaSecret: _m, recoveryCodeHashes: _r, ...rest }) => rest),
      sessions: (snapshot.sessions ?? []).map(({ id, ...rest }) => ({ ...rest, id: `${id.slice(0, 4)}…` })),
    };
    const server = jsonServer.create();
    server.use(jsonServer.defaults({ logger: false, readOnly: true, noCors: true }));
    server.use(jsonServer.router(safe));
    app = server;
    cachedVersion = store.version;
    return app;
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'Content-Type': 'application/json; charset=utf-8', Allow: 'GET, HEAD' });
      res.end(JSON.stringify({ success: false, message: '/__db is a read-only view of the store; change data through /api', code: 'MethodNotAllowed' }));
      return;
    }
    const original = req.url ?? '/';
    req.url = original.replace(/^\/__db/, '') || '/';
    if (req.url === '/' || req.url.startsWith('/?')) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ collections: Object.fromEntries(Object.entries(store.snapshot()).map(([k, v]) => [k, v?.length ?? 0])) }));
      return;
    }
    current()(req, res, (error) => {
      res.writeHead(error ? 500 : 404, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ success: false, message: error ? String(error) : 'No such collection', code: error ? 'InternalError' : 'NotFound' }));
    });
  };
}
