import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { applyKeepAlive } from '@contract-kit/keep-alive';
import type { MockApp } from '../app';
import { createDbInspector } from './db-inspector';
import { isDocsPath, serveDocs } from './docs';

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

/** A raw request path with `.` or `..` segments (also percent-encoded) or backslashes, which URL parsing resolves. */
export const hasDotSegments = (rawPath: string): boolean => rawPath.includes('\\') || /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i.test(rawPath);

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

function headerRecord(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

/**
 * Writes a streamed body chunk by chunk (chunked transfer encoding): waits for 'drain' when the socket's buffer is
 * full, gives other requests a turn between chunks, and stops reading the source when the client goes away.
 */
export async function writeStream(res: ServerResponse, chunks: Iterable<string>): Promise<void> {
  for (const chunk of chunks) {
    if (res.destroyed) return;
    if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!res.destroyed) res.end();
}

export interface NodeServerOptions {
  host: string;
  port: number;
  log?: (line: string) => void;
  /**
   * Serve requests for any host name (`--allow-remote`). Otherwise only loopback names and IP literals are answered
   * — a web page cannot reach the mock server through a DNS name it rebinds to 127.0.0.1.
   */
  allowRemote?: boolean;
  /**
   * A proxy in front appends the address it saw to `X-Forwarded-For` (`--trust-proxy`: the dev server and the preview,
   * whose proxies do). Only then, and only from a loopback peer, is the header read — its right-most hop, the one the
   * proxy appended; the hops before it are whatever the client sent. Otherwise the client is the socket's peer.
   */
  trustProxy?: boolean;
}

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** Loopback host names (and `localhost`) a bind address may use without --allow-remote. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

const plainAddress = (address: string) => address.trim().replace(/^::ffff:/i, '');

/** The right-most entry of a forwarded list header (several headers of one name are joined with commas). */
function lastHop(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined?.split(',').at(-1)?.trim() || undefined;
}

/**
 * The client a request comes from (per-client throttling, the place shown in signed-in devices): the socket's peer
 * address. Only with `trustProxy` and from a loopback peer (the dev or preview proxy) the right-most X-Forwarded-For
 * hop instead — the address the proxy itself appended; the entries before it come from the client and prove nothing.
 */
export function clientOf(req: IncomingMessage, trustProxy = false): string {
  const peer = plainAddress(req.socket.remoteAddress ?? 'unknown');
  if (!trustProxy || !isLoopbackAddress(peer)) return peer;
  const hop = lastHop(req.headers['x-forwarded-for']);
  const forwarded = hop === undefined ? undefined : plainAddress(hop);
  return forwarded && isIP(forwarded) ? forwarded : peer;
}

/**
 * The origin a request was addressed to, for the cross-origin check of state changes: http:// and its Host header
 * (the dev and preview proxies keep the browser's Host); behind a trusted proxy, the scheme it appended to
 * X-Forwarded-Proto. Undefined without a usable Host header.
 */
export function addressedOriginOf(req: IncomingMessage, trustProxy = false): string | undefined {
  const host = req.headers.host;
  if (!host) return undefined;
  const peer = plainAddress(req.socket.remoteAddress ?? '');
  const proto = trustProxy && isLoopbackAddress(peer) ? lastHop(req.headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  try {
    return new URL(`${proto === 'https' ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/** A Host header the server answers without --allow-remote: loopback names and IP literals (as Vite's own check). */
function isAllowedHostHeader(host: string | undefined): boolean {
  if (!host) return true;
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  return isLoopbackHost(name) || isIP(name) !== 0;
}

/** The HTTP transport: /api → the dispatcher; /__db → json-server (read-only view of the store); /docs. */
export function createNodeServer(app: MockApp, options: NodeServerOptions) {
  const inspector = createDbInspector(app.store);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (!options.allowRemote && !isAllowedHostHeader(req.headers.host)) {
      sendJson(res, 403, {
        success: false,
        message: `The mock server does not answer for host "${req.headers.host}": it serves loopback names and IP addresses only (start it with --allow-remote to serve others).`,
        code: 'HostNotAllowed',
      });
      return;
    }
    const target = req.url ?? '/';
    const url = new URL(target, 'http://mock.local');
    const path = url.pathname;
    // A proxy in front decides by the raw path, this server serves the normalised one: `/api/../__db` (or
    // `/api/%2e%2e/__db`, or with backslashes) would reach /__db through a proxy that forwards /api only. Refused.
    const rawPath = target.split(/[?#]/)[0] ?? '';
    if (hasDotSegments(rawPath)) {
      sendJson(res, 400, {
        success: false,
        message: `The request path "${truncate(rawPath, 200)}" has dot segments or backslashes: ask for ${truncate(path, 200)} itself.`,
        code: 'NonCanonicalPath',
      });
      return;
    }
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
      const addressedTo = addressedOriginOf(req, options.trustProxy);
      const response = await app.dispatcher.dispatch({
        method: req.method ?? 'GET',
        path,
        query: url.searchParams,
        headers: headerRecord(req),
        bodyText,
        client: clientOf(req, options.trustProxy),
        ...(addressedTo ? { addressedTo } : {}),
      });
      if (response.drop) {
        req.socket.destroy();
        return;
      }
      const headers: Record<string, string | string[]> = { ...response.headers };
      if (response.cookies?.length) headers['Set-Cookie'] = response.cookies;
      if (response.stream) {
        res.writeHead(response.status, { 'Content-Type': response.stream.contentType, ...headers });
        await writeStream(res, response.stream.chunks);
        return;
      }
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
    if (isDocsPath(path)) {
      serveDocs(req, path, res);
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
  // Idle connections outlast every client's, as the dev server's do (@contract-kit/keep-alive).
  applyKeepAlive(server);
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
