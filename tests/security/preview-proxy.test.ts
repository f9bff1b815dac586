import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer } from '../../mock-server/node';
import { cookieOf, httpCall, mockCaller, USERS } from './support';

/**
 * The preview (`npm run preview`) in front of a mock server started with --trust-proxy, as `npm start` and the
 * journeys run them: it forwards only /api and /mock-pages, decided on the normalised path (`curl --path-as-is
 * 'http://127.0.0.1:4173/api/../__db'` does not reach the raw store), and its proxy appends the browser's address to
 * X-Forwarded-For, so the mock server's client is that address whatever X-Forwarded-For the browser sent.
 */

const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('the preview in front of the mock server', () => {
  const { app } = mockCaller();
  const mock = createNodeServer(app, { host: '127.0.0.1', port: 0, trustProxy: true });
  let mockBase = '';
  let server: PreviewServer;
  let base = '';
  let dir = '';
  const previousMockUrl = process.env['MOCK_URL'];

  beforeAll(async () => {
    mockBase = `http://127.0.0.1:${(await mock.listen()).port}`;
    process.env['MOCK_URL'] = mockBase;
    dir = mkdtempSync(join(tmpdir(), 'lookcard-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root">the app</div></body></html>');
    server = await preview({ configFile: 'vite.config.ts', logLevel: 'silent', build: { outDir: dir }, preview: { port: 0, strictPort: false, open: false } });
    base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    // Loading vite.config.ts and its plugins takes a few seconds, more on a busy 2-core machine.
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await mock.close();
    app.close();
    rmSync(dir, { recursive: true, force: true });
    if (previousMockUrl === undefined) delete process.env['MOCK_URL'];
    else process.env['MOCK_URL'] = previousMockUrl;
  });

  it('forwards the API (the set-up works)', async () => {
    const health = await httpCall(base, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each(['/api/../__db', '/api/../__db/users', '/api/%2e%2e/__db/users', '/api/%2E%2E/__db', '/mock-pages/../__db/sessions', '/api/..\\__db/users', '/api/./../__db'])(
    'does not forward %s to the raw store: it is /__db, which the preview does not forward',
    async (path) => {
      const answer = await httpCall(base, 'GET', path);
      expect(answer.text).not.toMatch(/"collections"|"email"|demo@example\.com/);
      expect(answer.headers['content-type'] ?? '').not.toMatch(/json/);
    },
  );

  it('and the mock server itself refuses a path with dot segments, whoever sends it', async () => {
    const answer = await httpCall(mockBase, 'GET', '/api/../__db/users');
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code: 'NonCanonicalPath' });
    expect(answer.text).not.toContain(USERS.demo.email);
    expect((await httpCall(mockBase, 'GET', '/api/%2e%2e/__db')).status).toBe(400);
  });

  it('shows the place of the browser’s own address in Signed-in devices, not a forged one', async () => {
    const headers = { 'content-type': 'application/json', 'user-agent': UA, 'x-forwarded-for': '203.0.113.7' };
    const login = await httpCall(base, 'POST', '/api/auth/login', { headers, body: JSON.stringify(USERS.friend) });
    expect(login.status).toBe(200);
    const sessions = await httpCall(base, 'GET', '/api/auth/sessions', { headers: { cookie: cookieOf(login), 'user-agent': UA } });
    const current = (sessions.json()['data'] as { current: boolean; place: unknown }[]).find((session) => session.current);
    // The test's own address is loopback, which has no place; 203.0.113.7 would be Singapore.
    expect(current?.place).toBeNull();
  });

  it('appends the browser’s address to X-Forwarded-For: a forged one per attempt does not escape the client lock', async () => {
    // (Last: it locks this client.)
    let refusedAt = -1;
    for (let index = 0; index < 30 && refusedAt < 0; index++) {
      const answer = await httpCall(base, 'POST', '/api/auth/login', {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${index + 1}` },
        body: JSON.stringify({ email: `person${index}@example.com`, password: 'Winter-2026-pass!' }),
      });
      if (answer.status === 429) refusedAt = index;
      else expect(answer.status).toBe(401);
    }
    expect(refusedAt, 'no 429 within 30 failed sign-ins through the preview').toBeGreaterThan(4);
  });
});
