import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockApp } from '../app';
import { createDbInspector } from './db-inspector';
import { serveDocs } from './docs';

const MAX_BODY_BYTES = 1024 * 1024;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(payload), ...headers });
  res.end(payload);
}

function readBody(req: IncomingMessage): Promise<string | undefined | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? 'too-large' : chunks.length === 0 ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function headerRecord(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

export interface NodeServerOptions {
  host: string;
  port: number;
  log?: (line: string) => void;
}

/** The HTTP transport: /api → the dispatcher; /__db → json-server (read-only view of the store); /docs. */
export function createNodeServer(app: MockApp, options: NodeServerOptions) {
  const inspector = createDbInspector(app.store);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://mock.local');
    const path = url.pathname;
    if (path === '/api/simulator/events' && req.method === 'GET') {
      app.events.attach(req, res);
      return;
    }
    if (path.startsWith('/api/') || path === '/api') {
      const bodyText = await readBody(req);
      if (bodyText === 'too-large') {
        sendJson(res, 413, { success: false, message: `Request body exceeds ${MAX_BODY_BYTES} bytes`, code: 'PayloadTooLarge' });
        return;
      }
      const response = await app.dispatcher.dispatch({ method: req.method ?? 'GET', path, query: url.searchParams, headers: headerRecord(req), bodyText });
      if (response.drop) {
        req.socket.destroy();
        return;
      }
      const headers: Record<string, string | string[]> = { ...response.headers };
      if (response.cookies?.length) headers['Set-Cookie'] = response.cookies;
      if (response.raw) {
        const data = typeof response.raw.data === 'string' ? Buffer.from(response.raw.data) : Buffer.from(response.raw.data);
        res.writeHead(response.status, { 'Content-Type': response.raw.contentType, 'Content-Length': data.length, ...headers });
        res.end(data);
        return;
      }
      if (response.body === undefined) {
        res.writeHead(response.status, headers);
        res.end();
        return;
      }
      const payload = JSON.stringify(response.body);
      res.writeHead(response.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(payload), ...headers });
      res.end(payload);
      return;
    }
    if (path === '/__db' || path.startsWith('/__db/')) {
      inspector(req, res);
      return;
    }
    if (path === '/docs' || path === '/docs/' || path === '/docs/openapi.json') {
      serveDocs(path, res);
      return;
    }
    if (await app.page(req, res, url)) return;
    sendJson(res, 404, { success: false, message: `Nothing is served at ${path}. The API lives under /api, its reference at /docs and the raw store at /__db.`, code: 'NotFound' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      options.log?.(`mock-server: ${req.method} ${req.url} crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { success: false, message: 'Internal mock server error', code: 'InternalError' });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  // Due-time work (approval expiry …) also happens as real time passes, not only on clock changes.
  const sweeper = setInterval(() => app.services.sweep(), 1000);
  sweeper.unref();

  return {
    server,
    listen(): Promise<AddressInfo> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host, () => resolve(server.address() as AddressInfo));
      });
    },
    close(): Promise<void> {
      return new Promise((resolve) => {
        clearInterval(sweeper);
        app.events.closeAll();
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
