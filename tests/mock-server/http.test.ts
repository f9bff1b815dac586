import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS } from '@contract-kit/keep-alive';
import { createMockApp, type MockApp } from '../../mock-server';
import { createNodeServer } from '../../mock-server/node';

/** The node transport: JSON for every answer (never HTML), /__db read-only, /docs, events. */
let app: MockApp;
let server: ReturnType<typeof createNodeServer>;
let base = '';
const dir = mkdtempSync(join(tmpdir(), 'mock-http-'));

beforeAll(async () => {
  app = createMockApp({ log: () => {}, db: { file: join(dir, 'db.json'), reset: true } });
  server = createNodeServer(app, { host: '127.0.0.1', port: 0 });
  const address = await server.listen();
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server.close();
  app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function json(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as Record<string, unknown>;
}

describe('mock server over HTTP', () => {
  it("keeps idle connections longer than Node's 5 s client agent, and waits for a kept connection's headers longer still", () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(5_000);
    expect(server.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.server.headersTimeout).toBeGreaterThan(server.server.keepAliveTimeout);
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": "demo@' });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ success: false, code: 'MalformedJson' });
  });

  it('answers a wrong content type with a JSON 400', async () => {
    const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<a/>' });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'UnsupportedContentType' });
  });

  it('answers an oversized body with a JSON 413', async () => {
    const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `"${'x'.repeat(1_100_000)}"` });
    expect(response.status).toBe(413);
    expect(await json(response)).toMatchObject({ code: 'PayloadTooLarge' });
  });

  it('answers unknown paths with JSON, not HTML', async () => {
    const api = await fetch(`${base}/api/nope`);
    expect(api.status).toBe(404);
    await json(api);
    const other = await fetch(`${base}/whatever`);
    expect(other.status).toBe(404);
    await json(other);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'Demo-Passw0rd!' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^sid=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it('exposes the raw store read-only at /__db, without secrets', async () => {
    const index = await json(await fetch(`${base}/__db`));
    expect(index).toMatchObject({ collections: expect.objectContaining({ users: 5 }) as unknown });
    const users = (await (await fetch(`${base}/__db/users`)).json()) as Record<string, unknown>[];
    expect(users.map((user) => user['email'])).toContain('demo@example.com');
    expect(JSON.stringify(users)).not.toMatch(/passwordHash|mfaSecret|scrypt/);
    const write = await fetch(`${base}/__db/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(write.status).toBe(405);
  });

  it('serves the API reference and the bundled contract at /docs', async () => {
    const docs = await fetch(`${base}/docs`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/text\/html/);
    expect(await docs.text()).toContain('LookCard');
    const contract = await json(await fetch(`${base}/docs/openapi.json`));
    expect(contract['openapi']).toBe('3.1.0');
  });

  it('streams events to SSE subscribers', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/simulator/events`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = response.body?.getReader();
    app.events.publish({ type: 'balance.changed', at: new Date().toISOString(), userId: 'u1', payload: { balances: {} } });
    let text = '';
    const decoder = new TextDecoder();
    while (!text.includes('balance.changed')) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    controller.abort();
    expect(text).toMatch(/event: balance\.changed\ndata: \{"type":"balance\.changed"/);
  });

  it('injects faults: forced status, then back to normal after `times`', async () => {
    const created = await fetch(`${base}/api/simulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'getHealth', status: 503, times: 1 }),
    });
    expect(created.status).toBe(201);
    const faulted = await fetch(`${base}/api/health`);
    expect(faulted.status).toBe(503);
    expect(await json(faulted)).toMatchObject({ success: false, message: 'Service temporarily unavailable' });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('drops the connection when asked to', async () => {
    await fetch(`${base}/api/simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operationId: 'getHealth', drop: true, times: 1 }) });
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('reads, sets and advances the clock', async () => {
    const set = await json(
      await fetch(`${base}/api/simulator/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ set: '2030-01-01T00:00:00.000Z', advanceSeconds: 60 }) }),
    );
    expect(set['now']).toMatch(/^2030-01-01T00:01:00/);
    const health = await json(await fetch(`${base}/api/health`));
    expect(health['time']).toMatch(/^2030-01-01T00:01/);
  });
});
