import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeServer } from '../../mock-server/node';
import { startServer, stopServer, type RunningServer } from '../mock-server/server-process';
import { cookieOf, httpCall, mockCaller, USERS } from './support';

/**
 * Who the caller is: the socket's peer address. X-Forwarded-For is believed only when the server is told a proxy is
 * in front (--trust-proxy), and then only its right-most hop — the one that proxy appended. A caller who picks a new
 * X-Forwarded-For per attempt neither escapes the per-client sign-in lock nor chooses the place Signed-in devices shows.
 */

const ATTEMPTS = 30;
const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const JSON_HEADERS = { 'content-type': 'application/json', 'user-agent': UA };

let running: { close: () => Promise<void> } | null = null;
let process_: RunningServer | null = null;
afterEach(async () => {
  await running?.close();
  running = null;
  if (process_) await stopServer(process_, 'SIGTERM');
  process_ = null;
});

async function serve(trustProxy?: boolean): Promise<string> {
  const { app } = mockCaller();
  const server = createNodeServer(app, { host: '127.0.0.1', port: 0, ...(trustProxy === undefined ? {} : { trustProxy }) });
  const { port } = await server.listen();
  running = {
    close: async () => {
      await server.close();
      app.close();
    },
  };
  return `http://127.0.0.1:${port}`;
}

/** Wrong passwords for ever new addresses, each with its own X-Forwarded-For; the index of the first 429, or -1. */
async function sprayFrom(base: string, forwardedFor: (index: number) => string): Promise<{ index: number; retryAfter: string | undefined }> {
  for (let index = 0; index < ATTEMPTS; index++) {
    const body = JSON.stringify({ email: `person${index}@example.com`, password: 'Winter-2026-pass!' });
    const answer = await httpCall(base, 'POST', '/api/auth/login', { headers: { ...JSON_HEADERS, 'x-forwarded-for': forwardedFor(index) }, body });
    if (answer.status === 429) return { index, retryAfter: answer.headers['retry-after'] as string | undefined };
    expect(answer.status).toBe(401);
  }
  return { index: -1, retryAfter: undefined };
}

/** Signs the demo user in with this X-Forwarded-For and reads the place Signed-in devices shows for that session. */
async function placeOfSignIn(base: string, forwardedFor: string): Promise<unknown> {
  const login = await httpCall(base, 'POST', '/api/auth/login', { headers: { ...JSON_HEADERS, 'x-forwarded-for': forwardedFor }, body: JSON.stringify(USERS.demo) });
  expect(login.status).toBe(200);
  const sessions = await httpCall(base, 'GET', '/api/auth/sessions', { headers: { cookie: cookieOf(login), 'user-agent': UA } });
  expect(sessions.status).toBe(200);
  const current = (sessions.json()['data'] as { current: boolean; place: unknown }[]).find((session) => session.current);
  return current?.place;
}

describe('without a trusted proxy (npm run mock)', () => {
  it(`locks one client after its failed sign-ins, whatever X-Forwarded-For each of ${ATTEMPTS} attempts carries`, async () => {
    const base = await serve();
    const refusal = await sprayFrom(base, (index) => `203.0.113.${index + 1}`);
    // Refused once the client's own limit is reached (each address is tried once: no account is locked).
    expect(refusal.index, `no 429 within ${ATTEMPTS} failed sign-ins from one socket`).toBeGreaterThan(4);
    expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
  });

  it('shows the place of the socket address, not the one X-Forwarded-For claims', async () => {
    const base = await serve();
    // 203.0.113.x is Singapore in the mock's places; the socket is loopback, which has none.
    expect(await placeOfSignIn(base, '203.0.113.7')).toBeNull();
  });
});

describe('behind a trusted proxy (--trust-proxy: npm start, the dev server, the preview)', () => {
  it('takes the right-most hop, the one the proxy appended, and locks that client whatever it sent before', async () => {
    const base = await serve(true);
    // What Vite's proxy sends: the client's own header, then the address the proxy saw.
    const refusal = await sprayFrom(base, (index) => `203.0.113.${index + 1}, 198.51.100.23`);
    expect(refusal.index, `no 429 within ${ATTEMPTS} failed sign-ins through the proxy`).toBeGreaterThan(4);
  });

  it('shows the place of that hop', async () => {
    const base = await serve(true);
    expect(await placeOfSignIn(base, '203.0.113.7, 198.51.100.20')).toEqual({ city: 'London', countryCode: 'GB' });
  });

  it('falls back to the socket address when the last hop is not an address', async () => {
    const base = await serve(true);
    expect(await placeOfSignIn(base, '198.51.100.20, unknown')).toBeNull();
  });
});

describe('the command line', () => {
  it('has --trust-proxy, off by default', async () => {
    process_ = await startServer(['--reset', '--db', `.mock/security-trust-${process.pid}.json`, '--quiet']);
    expect(await placeOfSignIn(process_.base, '198.51.100.20')).toBeNull();
    await stopServer(process_, 'SIGTERM');
    process_ = await startServer(['--trust-proxy', '--reset', '--db', `.mock/security-trust-${process.pid}.json`, '--quiet']);
    expect(await placeOfSignIn(process_.base, '203.0.113.7, 198.51.100.20')).toEqual({ city: 'London', countryCode: 'GB' });
  });

  it('is given by the scripts that start the mock server behind the dev server or the preview', () => {
    const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
    // In the same argument list (up to its closing bracket), however the list is laid out.
    expect(read('scripts/start.mjs')).toMatch(/'mock-server\/cli\.ts'[^\]]*'--trust-proxy'/);
    expect(read('tests/e2e/support.ts')).toMatch(/'mock-server\/cli\.ts'[^\]]*'--trust-proxy'/);
  });
});
