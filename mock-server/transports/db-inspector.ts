import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Store } from '../store/store';
import { dbView, hiddenCollections } from './db-view';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
interface JsonServer {
  create(): Middleware & { use(...handlers: unknown[]): void };
  router(db: object): Middleware;
  defaults(options: { logger: boolean; readOnly: boolean; noCors: boolean }): Middleware[];
}

const require = createRequire(import.meta.url);
const jsonServer = require('json-server') as JsonServer;

/**
 * /__db: json-server's CRUD router over the allowed fields of a snapshot of the store (db-view.ts: never a card
 * number, CVV, hash, MFA secret, recovery code, session, reset or verification id), read-only (writes go through the
 * API so they are validated and journaled). The view is rebuilt only when the store has changed.
 */
export function createDbInspector(store: Store) {
  let cachedVersion = -1;
  let app: Middleware | null = null;

  function current(): Middleware {
    if (app && cachedVersion === store.version) return app;
    const safe = dbView(store.snapshot());
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
      const snapshot = store.snapshot();
      const view = dbView(snapshot);
      res.end(JSON.stringify({ collections: Object.fromEntries(Object.entries(view).map(([name, records]) => [name, records.length])), hidden: hiddenCollections(snapshot) }));
      return;
    }
    current()(req, res, (error) => {
      res.writeHead(error ? 500 : 404, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ success: false, message: error ? String(error) : 'No such collection', code: error ? 'InternalError' : 'NotFound' }));
    });
  };
}
