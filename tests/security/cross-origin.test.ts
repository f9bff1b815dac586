import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer } from '../../mock-server/node';
import { httpCall, mockCaller, USERS, type Caller } from './support';

/**
 * Every state change checks where it comes from, with a body or without one: a request of another site's page
 * (`Origin: https://evil.example`, or `Sec-Fetch-Site: cross-site`) is refused with 403 CrossOriginRequest before
 * anything happens — also a bodiless POST with `Content-Type: text/plain`, which a page sends without a CORS
 * preflight. The app's own origin, the origin the request was addressed to, and callers without those headers
 * (curl, the simulator CLI, tests) pass.
 */

const EVIL = 'https://evil.example';
const APP = 'http://127.0.0.1:5173';

/** A PaySafe approval waiting for the demo user, on one of their cards. */
async function pendingApproval(caller: Caller, cardId: string): Promise<string> {
  const created = await caller.call('POST', '/api/simulator/approvals', { body: { cardId, merchantName: 'Coffee Corner', transactionAmount: '25.00', transactionCurrency: 'USD' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return String(created.body['id']);
}

describe('a state change from another site', () => {
  let caller: Caller;
  let cookie = '';
  let cardId = '';

  beforeAll(async () => {
    caller = mockCaller({ appOrigin: APP });
    cookie = caller.sessionOf(USERS.demo.email);
    const cards = (await caller.call('GET', '/api/cards', { cookie })).body.data as { id: string; model: string; status: string }[];
    cardId = cards.find((card) => card.status === 'active')?.id ?? '';
  });

  const card = () => caller.app.store.get('cards', cardId);

  it.each([
    ['freeze', () => `/api/cards/${cardId}/freeze`],
    ['unfreeze', () => `/api/cards/${cardId}/unfreeze`],
  ])('%s with Origin https://evil.example and Content-Type text/plain is refused, 403 CrossOriginRequest, and changes nothing', async (_name, path) => {
    const before = card()?.status;
    const response = await caller.call('POST', path(), { cookie, headers: { origin: EVIL, 'content-type': 'text/plain' } });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, code: 'CrossOriginRequest', error: { details: { errorCode: 'CrossOriginRequest' } } });
    expect(response.body.message).toMatch(/^Cross-origin request refused: POST \/api\/cards\/.+ came from https:\/\/evil\.example\./);
    expect(card()?.status).toBe(before);
  });

  it('approving a PaySafe approval from another site is refused and leaves it pending', async () => {
    const approvalId = await pendingApproval(caller, cardId);
    const path = `/api/cards/${cardId}/approvals/${approvalId}/approve`;
    const response = await caller.call('POST', path, { cookie, headers: { origin: EVIL, 'content-type': 'text/plain' } });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CrossOriginRequest');
    const pending = await caller.call('GET', `/api/cards/${cardId}/approval`, { cookie });
    expect(pending.body.data).toMatchObject({ id: approvalId, status: 'pending' });
  });

  it('is refused on Sec-Fetch-Site: cross-site alone, and on an opaque origin (null)', async () => {
    const path = `/api/cards/${cardId}/freeze`;
    expect((await caller.call('POST', path, { cookie, headers: { 'sec-fetch-site': 'cross-site' } })).body.code).toBe('CrossOriginRequest');
    expect((await caller.call('POST', path, { cookie, headers: { origin: 'null' } })).body.code).toBe('CrossOriginRequest');
    // A look-alike of the app's origin is another origin.
    expect((await caller.call('POST', path, { cookie, headers: { origin: 'http://127.0.0.1:5173.evil.example' } })).body.code).toBe('CrossOriginRequest');
    expect(card()?.status).toBe('active');
  });

  it('is refused without a session too, before anything else (a forged sign-in is a state change)', async () => {
    const response = await caller.call('POST', '/api/auth/login', { body: USERS.demo, headers: { origin: EVIL } });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CrossOriginRequest');
    expect(response.cookies ?? []).toEqual([]);
  });

  it('reads (GET) are not state changes: they answer', async () => {
    expect((await caller.call('GET', '/api/cards', { cookie, headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });
});

describe('a state change from the app, or from no page at all', () => {
  it('passes from the app origin (same-origin or same-site), and without Origin and Sec-Fetch-Site (curl, CLI, tests)', async () => {
    const caller = mockCaller({ appOrigin: APP });
    const cookie = caller.sessionOf(USERS.demo.email);
    const cards = (await caller.call('GET', '/api/cards', { cookie })).body.data as { id: string; status: string }[];
    const cardId = cards.find((card) => card.status === 'active')?.id ?? '';
    const freeze = await caller.call('POST', `/api/cards/${cardId}/freeze`, { cookie, headers: { origin: APP, 'sec-fetch-site': 'same-origin' } });
    expect(freeze.status).toBe(200);
    const unfreeze = await caller.call('POST', `/api/cards/${cardId}/unfreeze`, { cookie, headers: { origin: `${APP}`, 'sec-fetch-site': 'same-site' } });
    expect(unfreeze.status).toBe(200);
    expect((await caller.call('POST', `/api/cards/${cardId}/freeze`, { cookie })).status).toBe(200);
  });

  it('refuses a text/plain body on an operation that takes none (one content-type check for every state change)', async () => {
    const caller = mockCaller({ appOrigin: APP });
    const cookie = caller.sessionOf(USERS.demo.email);
    const cards = (await caller.call('GET', '/api/cards', { cookie })).body.data as { id: string; status: string }[];
    const cardId = cards.find((card) => card.status === 'active')?.id ?? '';
    const request = { method: 'POST', path: `/api/cards/${cardId}/freeze`, query: new URLSearchParams(), headers: { cookie, 'content-type': 'text/plain' }, bodyText: 'x=1' };
    const response = await caller.app.dispatcher.dispatch(request);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'UnsupportedContentType', issues: [{ path: 'header.content-type' }] });
    expect(caller.app.store.get('cards', cardId)?.status).toBe('active');
  });
});

describe('over HTTP', () => {
  const { app } = mockCaller({ appOrigin: APP });
  const server = createNodeServer(app, { host: '127.0.0.1', port: 0 });
  let base = '';
  let cookie = '';
  let cardId = '';

  beforeAll(async () => {
    base = `http://127.0.0.1:${(await server.listen()).port}`;
    const login = await httpCall(base, 'POST', '/api/auth/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify(USERS.demo) });
    const setCookie = login.headers['set-cookie'];
    cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';
    const cards = (await httpCall(base, 'GET', '/api/cards', { headers: { cookie } })).json()['data'] as { id: string; status: string }[];
    cardId = cards.find((card) => card.status === 'active')?.id ?? '';
  });
  afterAll(async () => {
    await server.close();
    app.close();
  });

  it('takes the origin the request was addressed to (its Host) as its own, and refuses another', async () => {
    const host = new URL(base).host;
    const own = await httpCall(base, 'POST', `/api/cards/${cardId}/freeze`, { headers: { cookie, host, origin: base } });
    expect(own.status).toBe(200);
    const foreign = await httpCall(base, 'POST', `/api/cards/${cardId}/unfreeze`, { headers: { cookie, host, origin: EVIL, 'content-type': 'text/plain' }, body: '' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['content-type']).toMatch(/^application\/json/);
    expect(foreign.json()).toMatchObject({ success: false, code: 'CrossOriginRequest' });
    // A Host the attacker names does not make its origin the request's own: it is not a loopback name (DNS rebinding).
    expect((await httpCall(base, 'POST', `/api/cards/${cardId}/unfreeze`, { headers: { cookie, host: 'evil.example', origin: EVIL } })).status).toBe(403);
  });
});
