import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, stopAll } from './bench-servers';
import { loopbackTls } from './bench-tls';

/** One HTTP/2 request to the bench's HTTPS server: its headers and its body. */
function get(session: ClientHttp2Session, path: string, headers: Record<string, string> = {}): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let answer: IncomingHttpHeaders = {};
    stream.on('response', (received) => (answer = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ headers: answer, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end();
  });
}

describe("the benches' static server over HTTPS with HTTP/2 (as deployed)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-servers-'));
  let upstream: Server;
  let session: ClientHttp2Session;
  let port = 0;
  const seen: { host?: string; path?: string }[] = [];

  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>plain</title>${'<!-- padding -->'.repeat(40)}`);
    writeFileSync(join(dir, 'index.signed-in.html'), `<!doctype html><title>signed in</title>${'<!-- padding -->'.repeat(40)}`);
    writeFileSync(join(dir, 'assets/app-abc.js'), `export const app = ${JSON.stringify('x'.repeat(2000))};`);
    // The mock server's stand-in answers as node:http does: keep-alive, chunked.
    upstream = createServer((req, res) => {
      seen.push({ host: req.headers.host, path: req.url });
      res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' });
      res.write('{"user":');
      res.end('null}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const tls = await loopbackTls();
    const server = await serveStatic(dir, 0, (upstream.address() as AddressInfo).port, tls);
    port = (server.address() as AddressInfo).port;
    session = connect(`https://127.0.0.1:${port}`, { ca: tls.cert });
  });

  afterAll(async () => {
    session.close();
    upstream.close();
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the build over HTTP/2 with a certificate for 127.0.0.1, compressed as a host would', async () => {
    const { headers, body } = await get(session, '/assets/app-abc.js', { 'accept-encoding': 'br, gzip' });
    expect(session.alpnProtocol).toBe('h2');
    expect(headers[':status']).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(body).toString()).toContain('export const app');
  });

  it('proxies the API, without the hop-by-hop headers HTTP/2 forbids, naming the host the browser asked', async () => {
    const { headers, body } = await get(session, '/api/auth/session');
    expect(headers[':status']).toBe(200);
    expect(headers.connection).toBeUndefined();
    expect(headers['transfer-encoding']).toBeUndefined();
    expect(body.toString()).toBe('{"user":null}');
    expect(seen.at(-1)).toEqual({ host: `127.0.0.1:${port}`, path: '/api/auth/session' });
  });

  it('answers a navigation with the start page the session cookie calls for', async () => {
    expect((await get(session, '/')).body.toString()).toContain('<title>plain</title>');
    expect((await get(session, '/', { cookie: 'sid=abc' })).body.toString()).toContain('<title>signed in</title>');
  });
});
