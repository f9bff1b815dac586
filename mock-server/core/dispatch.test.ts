import { beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createMockApp, type MockApp } from '../app';
import { domains } from '../domains';
import type { Domain } from './domain';
import type { Handler, MockRequest } from './types';

let app: MockApp;
beforeEach(() => {
  app = createMockApp({ log: () => {} });
});

function request(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}): MockRequest {
  const url = new URL(path, 'http://mock.local');
  return {
    method,
    path: url.pathname,
    query: url.searchParams,
    headers: { 'content-type': 'application/json', ...init.headers },
    bodyText: init.body,
  };
}

async function signIn(): Promise<string> {
  const response = await app.dispatcher.dispatch(request('POST', '/api/auth/login', { body: JSON.stringify({ email: 'demo@example.com', password: 'Demo-Passw0rd!' }) }));
  expect(response.status).toBe(200);
  const cookie = response.cookies?.[0] ?? '';
  expect(cookie).toMatch(/^sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
  return cookie.split(';')[0] ?? '';
}

describe('dispatcher', () => {
  it('answers malformed JSON with a JSON 400 naming the problem', async () => {
    const response = await app.dispatcher.dispatch(request('POST', '/api/auth/login', { body: '{"email":' }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'MalformedJson', issues: [{ path: 'body' }] });
  });

  it('rejects a wrong content type with a JSON 400', async () => {
    const response = await app.dispatcher.dispatch(request('POST', '/api/auth/login', { body: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'UnsupportedContentType', issues: [{ path: 'header.content-type' }] });
  });

  it('lists every invalid field with its path', async () => {
    const cookie = await signIn();
    const response = await app.dispatcher.dispatch(
      request('POST', '/api/accounts/transfer', { body: JSON.stringify({ destinationEmail: 'nope', currency: 'USDT', amount: '-5', bogus: 1 }), headers: { cookie } }),
    );
    expect(response.status).toBe(400);
    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['body.destinationEmail', 'body.amount', 'body.bogus']));
  });

  it('validates query parameters', async () => {
    const cookie = await signIn();
    const response = await app.dispatcher.dispatch(request('GET', '/api/transactions/accounts?take=abc', { headers: { cookie } }));
    expect(response.status).toBe(400);
    expect((response.body as { issues: { path: string }[] }).issues[0]?.path).toBe('query.take');
  });

  it('answers 401 without a session and 404/405 for unknown routes', async () => {
    expect((await app.dispatcher.dispatch(request('GET', '/api/cards'))).status).toBe(401);
    expect((await app.dispatcher.dispatch(request('GET', '/api/unknown'))).status).toBe(404);
    const wrongMethod = await app.dispatcher.dispatch(request('PUT', '/api/cards'));
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers?.['Allow']).toBe('GET');
  });

  it('turns a response that breaks the contract into a logged 500 naming the operation and field', async () => {
    const lines: string[] = [];
    const broken = createMockApp({ log: (line) => lines.push(line) });
    const demo = broken.store.find('users', (user) => user.email === 'demo@example.com');
    if (!demo) throw new Error('seed lacks the demo user');
    broken.store.put('users', { ...demo, username: '' });
    const response = await broken.dispatcher.dispatch(request('POST', '/api/auth/login', { body: JSON.stringify({ email: 'demo@example.com', password: 'Demo-Passw0rd!' }) }));
    expect(response.status).toBe(500);
    expect((response.body as { message: string }).message).toMatch(/login answered 200 — body\.user\.username/);
    expect(lines.join('\n')).toMatch(/Contract violation: login/);
  });

  it('echoes the correlation id', async () => {
    const id = '2f9c7e1a-4b6d-4c83-9e05-a1d3b7f5c264';
    const response = await app.dispatcher.dispatch(request('GET', '/api/health', { headers: { 'x-correlation-id': id } }));
    expect(response.headers?.['X-Correlation-ID']).toBe(id);
  });

  it('rejects a correlation id that is not a uuid', async () => {
    const response = await app.dispatcher.dispatch(request('GET', '/api/health', { headers: { 'x-correlation-id': 'nope' } }));
    expect(response.status).toBe(400);
  });

  it('keeps the session: sign in, read it, sign out', async () => {
    const cookie = await signIn();
    const session = await app.dispatcher.dispatch(request('GET', '/api/auth/session', { headers: { cookie } }));
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ user: { email: 'demo@example.com', verified: true } });
    const logout = await app.dispatcher.dispatch(request('POST', '/api/auth/logout', { headers: { cookie } }));
    expect(logout.status).toBe(200);
    expect((await app.dispatcher.dispatch(request('GET', '/api/auth/session', { headers: { cookie } }))).status).toBe(401);
  });

  it('refuses a wrong password and never reveals the hash', async () => {
    const response = await app.dispatcher.dispatch(request('POST', '/api/auth/login', { body: JSON.stringify({ email: 'demo@example.com', password: 'wrong-password' }) }));
    expect(response.status).toBe(401);
    expect(JSON.stringify(response.body)).not.toMatch(/scrypt/);
  });

  it('rolls back the writes of a request that fails', () => {
    const users = app.store.count('users');
    const demo = app.store.list('users')[0];
    if (!demo) throw new Error('no users');
    app.store.put('users', { ...demo, id: 'temp' });
    app.store.put('users', { ...demo, username: 'changed' });
    app.store.rollback();
    expect(app.store.count('users')).toBe(users);
    expect(app.store.get('users', demo.id)?.username).toBe(demo.username);
  });

  it('answers 409 IdempotencyKeyInFlight to a repeat that arrives while the first is still being handled', async () => {
    // A transfer handler that waits for a gate before doing its work.
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow = domains.map((domain): Domain => {
      const original = domain.handlers['transferFunds'];
      if (!original) return domain;
      const waiting: Handler<never, never, never> = async (context) => {
        await gate;
        return original(context);
      };
      return { ...domain, handlers: { ...domain.handlers, transferFunds: waiting } };
    });
    app = createMockApp({ log: () => {}, domains: slow });
    const cookie = await signIn();
    const key = randomUUID();
    const send = () =>
      app.dispatcher.dispatch(
        request('POST', '/api/accounts/transfer', { body: JSON.stringify({ destinationEmail: 'friend@example.com', currency: 'USDT', amount: '1' }), headers: { cookie, 'idempotency-key': key } }),
      );
    const first = send();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const repeat = await send();
    expect(repeat.status).toBe(409);
    expect(repeat.body).toMatchObject({ code: 'IdempotencyKeyInFlight' });
    open();
    expect((await first).status).toBe(200);
    const replay = await send();
    expect(replay.status).toBe(200);
    expect(replay.headers?.['Idempotent-Replayed']).toBe('true');
    expect(replay.body).toEqual((await first).body);
  });
});
