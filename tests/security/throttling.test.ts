import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { totp, SEEDED_MFA_SECRET } from '../../mock-server/testing';
import { mockCaller, USERS, type Caller, type Json } from './support';

/**
 * Sign-in, two-factor, reset, verification and e-mail lookups are throttled per client as
 * well as per account — one client trying one password across many addresses is stopped — with Retry-After.
 */

const ATTEMPTS = 60;
const ATTACKER = '203.0.113.7';
const SOMEONE_ELSE = '198.51.100.23';

/** Makes `attempts` requests from one client; the index of the first 429 (or -1) and that answer. */
async function firstRefusal(attempt: (index: number) => Promise<{ status: number; body: Json; headers?: Record<string, string> }>) {
  for (let index = 0; index < ATTEMPTS; index++) {
    const response = await attempt(index);
    if (response.status === 429) return { index, response };
  }
  return { index: -1, response: null };
}

function expectClientLock(refusal: Awaited<ReturnType<typeof firstRefusal>>, perAccountLimit: number) {
  expect(refusal.index, `no 429 within ${ATTEMPTS} attempts from one client`).toBeGreaterThanOrEqual(perAccountLimit);
  expect(refusal.response?.body).toMatchObject({ code: 'TooManyRequests', retryAfterSeconds: expect.any(Number) as unknown });
  expect(Number(refusal.response?.headers?.['Retry-After'])).toBeGreaterThan(0);
}

describe('per client', () => {
  it('stops one password tried across many addresses (password spraying), only for that client', async () => {
    const { call } = mockCaller();
    const refusal = await firstRefusal((index) => call('POST', '/api/auth/login', { client: ATTACKER, body: { email: `person${index}@example.com`, password: 'Winter-2026-pass!' } }));
    expectClientLock(refusal, 5);
    expect((await call('POST', '/api/auth/check-mfa', { client: ATTACKER, body: USERS.demo })).status).toBe(429);
    expect((await call('POST', '/api/auth/login', { client: SOMEONE_ELSE, body: USERS.demo })).status).toBe(200);
  });

  it('stops two-factor guessing across sign-in attempts', async () => {
    const { call } = mockCaller();
    const refusal = await firstRefusal(() => call('POST', '/api/auth/mfa-login', { client: ATTACKER, body: { twoFactorTrustId: randomUUID(), code: '123456' } }));
    expectClientLock(refusal, 5);
  });

  it('stops guessing reset links, and mailing reset links to many addresses', async () => {
    const { call } = mockCaller();
    const guess = await firstRefusal(() => call('POST', '/api/password/reset', { client: ATTACKER, body: { changePasswordId: randomUUID(), email: USERS.demo.email, password: 'Guess-Passw0rd!!' } }));
    expectClientLock(guess, 5);
    const { call: fresh } = mockCaller();
    const mails = await firstRefusal((index) => fresh('POST', '/api/password/forgot', { client: ATTACKER, body: { email: `person${index}@example.com` } }));
    expectClientLock(mails, 5);
  });

  it('stops guessing e-mail verifications, and resending to many addresses', async () => {
    const { call } = mockCaller();
    const guess = await firstRefusal(() => call('POST', '/api/email/verify', { client: ATTACKER, body: { verificationId: randomUUID(), verificationCode: 'ABC123' } }));
    expectClientLock(guess, 5);
    const { call: fresh } = mockCaller();
    const resends = await firstRefusal((index) => fresh('POST', '/api/email/resend', { client: ATTACKER, body: { email: `person${index}@example.com` } }));
    expectClientLock(resends, 5);
  });

  it('stops e-mail lookups (account enumeration) from one client across accounts', async () => {
    const caller = mockCaller();
    const sessions = [USERS.demo, USERS.friend, USERS.newcomer, USERS.mfa].map((user) => caller.sessionOf(user.email));
    const refusal = await firstRefusal((index) =>
      caller.call('GET', `/api/users/email/${encodeURIComponent(`person${index}@example.com`)}`, { client: ATTACKER, cookie: sessions[index % sessions.length] }),
    );
    expectClientLock(refusal, 5);
  });
});

describe('per account', () => {
  it('stops e-mail lookups of one account from any number of clients', async () => {
    const caller = mockCaller();
    const cookie = caller.sessionOf(USERS.demo.email);
    const refusal = await firstRefusal((index) => caller.call('GET', `/api/users/email/${encodeURIComponent(`person${index}@example.com`)}`, { client: `192.0.2.${index}`, cookie }));
    expect(refusal.index).toBeGreaterThan(0);
    expect(Number(refusal.response?.headers?.['Retry-After'])).toBeGreaterThan(0);
  });

  it('still locks one address after 5 wrong passwords, from whatever clients they come', async () => {
    const { call } = mockCaller();
    const statuses = [];
    for (let index = 0; index < 5; index++) statuses.push((await call('POST', '/api/auth/login', { client: `192.0.2.${index}`, body: { ...USERS.demo, password: 'Wrong-Passw0rd!' } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('a right code from the right client is not held back by someone else guessing', async () => {
    const caller: Caller = mockCaller();
    await firstRefusal(() => caller.call('POST', '/api/auth/mfa-login', { client: ATTACKER, body: { twoFactorTrustId: randomUUID(), code: '123456' } }));
    const check = await caller.call('POST', '/api/auth/check-mfa', { client: SOMEONE_ELSE, body: USERS.mfa });
    const login = await caller.call('POST', '/api/auth/mfa-login', {
      client: SOMEONE_ELSE,
      body: { twoFactorTrustId: check.body['twoFactorTrustId'], code: totp(SEEDED_MFA_SECRET, caller.app.clock.nowMs()) },
    });
    expect(login.status).toBe(200);
  });
});

describe('the contract', () => {
  const spec = JSON.parse(readFileSync(new URL('../../contracts/dist/openapi.json', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }> }>>;
    components: { responses: Record<string, { headers?: Record<string, unknown> }> };
  };
  const byId = new Map(
    Object.values(spec.paths)
      .flatMap((item) => Object.values(item))
      .map((operation) => [operation.operationId, operation]),
  );
  const THROTTLED = [
    'login',
    'checkMfa',
    'mfaLogin',
    'forgotPassword',
    'resetPassword',
    'verifyPasswordResetMfa',
    'completePasswordReset',
    'verifyEmail',
    'resendVerificationEmail',
    'getUserByEmail',
    'registerUser',
    'changeEmail',
    'transferFunds',
  ];

  it.each(THROTTLED)('declares 429 with Retry-After on %s', (operationId) => {
    const response = byId.get(operationId)?.responses['429'];
    expect(response, `${operationId} has no 429`).toBeDefined();
    const resolved = response?.$ref ? spec.components.responses[response.$ref.split('/').at(-1) ?? ''] : response;
    expect(resolved?.headers).toHaveProperty('Retry-After');
  });
});
