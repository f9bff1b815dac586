/**
 * What the browser benchmarks serve: a production build behind a small static server (brotli/gzip like a
 * production host, long cache on hashed assets, SPA fallback, the mock server's paths proxied) and a fresh mock
 * server of their own. Binds 127.0.0.1 only; `stopAll()` ends everything started here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { extname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { builtFilePath, isStartPageRequest, START_PAGE, startPageFor } from '../../tooling/hosting/start-page';

const root = new URL('../..', import.meta.url).pathname;
const PROXIED = ['/api', '/__db', '/docs', '/mock-pages'];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

const children: ChildProcess[] = [];
const servers: (Server | Http2SecureServer)[] = [];

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids (and a proxy never forwards). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings']);
type HeaderValues = Record<string, string | string[] | number | undefined>;
const forwardable = (headers: HeaderValues): HeaderValues => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name.toLowerCase())));

/** A TLS key and certificate (PEM), e.g. scripts/lib/bench-tls.ts's. */
export interface TlsCredentials {
  key: string | Buffer;
  cert: string | Buffer;
}

/** Serves `dir` on `port`, proxying the mock server's paths to `mockPort`; with `tls`, over HTTPS with HTTP/2. */
export function serveStatic(dir: string, port: number, mockPort: number, tls?: TlsCredentials): Promise<Server | Http2SecureServer> {
  const cache = new Map<string, { br: Buffer; gzip: Buffer }>();
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (PROXIED.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) {
      // HTTP/2 names the host in :authority, which HTTP/1.1 calls Host.
      const headers = { ...forwardable(req.headers), host: String(req.headers.host ?? req.headers[':authority'] ?? '127.0.0.1') };
      const upstream = httpRequest({ host: '127.0.0.1', port: mockPort, path: req.url, method: req.method, headers }, (upstreamResponse) => {
        res.writeHead(upstreamResponse.statusCode ?? 502, forwardable(upstreamResponse.headers));
        upstreamResponse.pipe(res);
      });
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
      return;
    }
    const requested = builtFilePath(dir, url.pathname);
    // The single-page app's fallback: the start page, signed in or not by the session cookie, as the hosts answer.
    const isStartPage = isStartPageRequest(req.method, url.pathname, () => requested !== null, PROXIED);
    const file = (isStartPage ? builtFilePath(dir, `/${startPageFor(req.headers.cookie)}`) : requested) ?? join(dir, START_PAGE);
    const ext = extname(file);
    const body = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      // Hashed assets are immutable; the rest is revalidated.
      'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(isStartPage ? { vary: 'cookie' } : {}),
    };
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (COMPRESSIBLE.has(ext) && body.length > 256) {
      let compressed = cache.get(file);
      if (!compressed) {
        compressed = { br: brotliCompressSync(body), gzip: gzipSync(body, { level: 9 }) };
        cache.set(file, compressed);
      }
      headers.vary = headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding';
      if (/\bbr\b/.test(accept)) {
        res.writeHead(200, { ...headers, 'content-encoding': 'br' });
        res.end(compressed.br);
        return;
      }
      if (/\bgzip\b/.test(accept)) {
        res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
        res.end(compressed.gzip);
        return;
      }
    }
    res.writeHead(200, headers);
    res.end(body);
  };
  // The compatibility API of node:http2 answers with the same calls as node:http's.
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handler as unknown as (req: Http2ServerRequest, res: Http2ServerResponse) => void) : createServer(handler);
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Starts a freshly seeded mock server on `port` with its database in `dbFile`; resolves once it listens. */
export function startMockServer(port: number, dbFile: string): Promise<ChildProcess> {
  const child = spawn(join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'mock-server/cli.ts', '--port', String(port), '--db', dbFile, '--reset', '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`mock server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`mock server exited with ${code}:\n${output}`)));
  });
}

/** Spawns a node script of this repository (with tsx) and resolves with its exit code. */
export function runScript(script: string, env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(join(root, 'node_modules/.bin/node'), ['--import', 'tsx', script], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    children.push(child);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** The mock server's seeded demo user, whom the browser benches sign in as. */
export const DEMO_USER = { email: 'demo@example.com', password: 'Demo-Passw0rd!' } as const;

/** Signs the demo user in through the API at `origin` and returns the session's Cookie header (Lighthouse's extraHeaders). */
export async function demoSessionCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_USER) });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('demo sign-in set no cookie');
  return cookies.join('; ');
}

/** How much slower than this machine the browser benches run the page's CPU (Lighthouse's mobile setting). */
export const PHONE_CPU_SLOWDOWN = 4;

/**
 * Runs a bench's `main` and exits: 0 when it ran, 1 (with the error, every server stopped) when something failed to
 * run. A missed target is in the report, not the exit code.
 */
export function runAndExit(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      void stopAll().then(() => process.exit(1));
    },
  );
}

/** How long a child process has to exit after SIGTERM before it is killed. */
const STOP_GRACE_MS = 10_000;

/**
 * Closes every server and stops every child process started here; resolves once every child has exited. A mock
 * server told to stop still saves its database in the bench's working directory: that directory can be removed only
 * after this has resolved.
 */
export function stopAll(): Promise<void> {
  for (const server of servers.splice(0)) server.close();
  const running = children.splice(0).filter((child) => child.exitCode === null && child.signalCode === null);
  return Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  ).then(() => undefined);
}
