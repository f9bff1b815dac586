import { createECDH } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockApp } from '../../mock-server';
import { totp, SEEDED_MFA_SECRET, SEEDED_MFA_RECOVERY_CODES } from '../../mock-server/testing';
import { createNodeServer } from '../../mock-server/node';
import { startServer, stopServer } from '../mock-server/server-process';
import { mockCaller, START, USERS, type Caller, type Json } from './support';

/**
 * Nothing secret leaves the mock server. Mailed links come from the configured app origin
 * (never from request headers); /__db shows an allow-list of fields; binding beyond loopback is explicit.
 */

describe('mailed links', () => {
  it('point at the configured app origin, whatever Referer or Host the request carries (another Origin is refused)', async () => {
    const { app, call } = mockCaller({ appOrigin: 'http://127.0.0.1:5173' });
    const response = await call('POST', '/api/password/forgot', {
      body: { email: USERS.demo.email },
      headers: { referer: 'https://evil.example/phish', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.status).toBe(200);
    // With the attacker's Origin nothing is mailed at all (a state change from another origin).
    const foreign = await call('POST', '/api/password/forgot', { body: { email: USERS.friend.email }, headers: { origin: 'https://evil.example' } });
    expect(foreign.body.code).toBe('CrossOriginRequest');
    expect(app.store.list('outbox').filter((candidate) => candidate.to === USERS.friend.email)).toEqual([]);
    const mail = app.store.list('outbox').find((candidate) => candidate.to === USERS.demo.email && candidate.link);
    expect(mail?.link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/\?action=forgot_password&changePasswordId=/);
    expect(mail?.text).not.toContain('evil.example');
  });
});

/** Every secret the store holds after the flows that create them, and a walk of /__db that must show none. */
describe('/__db', () => {
  let app: MockApp;
  let server: ReturnType<typeof createNodeServer>;
  let base = '';
  // A CVV is three digits: as a quoted value it is also an ordinary amount or count elsewhere ("417"), so it is looked
  // for where it would be kept if it were (the cards), the other secrets everywhere.
  const secrets: { what: string; value: string; collection?: string }[] = [];

  let caller: Caller;
  const dispatch = async (method: string, path: string, body?: unknown, cookie?: string) => {
    const response = await caller.call(method, path, { body, ...(cookie ? { cookie } : {}) });
    return { ...response, body: response.body as Json & { twoFactorTrustId?: string } };
  };
  const signIn = async (credentials: { email: string; password: string }) => {
    const response = await dispatch('POST', '/api/auth/login', credentials);
    const cookie = response.cookies?.[0]?.split(';')[0] ?? '';
    secrets.push({ what: 'session id', value: cookie.replace(/^sid=/, '') });
    return cookie;
  };

  beforeAll(async () => {
    caller = mockCaller();
    app = caller.app;
    const store = app.store;
    // Sessions, a reset link with its MFA step, an e-mail verification, an e-mail change, an MFA set-up, a push subscription.
    const demo = await signIn(USERS.demo);
    await signIn(USERS.unverified);
    await dispatch('POST', '/api/password/forgot', { email: USERS.mfa.email });
    const reset = store.list('passwordResets')[0];
    await dispatch('POST', '/api/password/reset', { changePasswordId: reset?.id, email: USERS.mfa.email, password: 'New-Mfa-Passw0rd!' });
    await dispatch('POST', '/api/email/resend', { email: USERS.unverified.email });
    await dispatch('POST', '/api/email/change', { newEmail: 'demo.new@example.com', confirmEmail: 'demo.new@example.com' }, demo);
    await dispatch('POST', '/api/mfa/setup', undefined, demo);
    const check = await dispatch('POST', '/api/auth/check-mfa', USERS.mfa);
    await dispatch('POST', '/api/auth/mfa-login', { twoFactorTrustId: check.body.twoFactorTrustId, code: totp(SEEDED_MFA_SECRET, START.getTime()) });
    const profileId = store.find('users', (user) => user.email === USERS.demo.email)?.profileId;
    const p256dh = createECDH('prime256v1');
    p256dh.generateKeys();
    await dispatch(
      'POST',
      '/api/notification/subscribe',
      {
        profileId,
        subscription: { endpoint: 'https://push.example.com/send/abc123', expirationTime: null, keys: { p256dh: p256dh.getPublicKey().toString('base64url'), auth: 'q1w2e3r4t5y6u7i8o9p0aa' } },
      },
      demo,
    );

    for (const card of store.list('cards')) {
      const cvv = app.services.cvvOf(card.credentials.pan, card.credentials.expiry);
      secrets.push({ what: `PAN of card ${card.id}`, value: card.credentials.pan }, { what: `CVV of card ${card.id}`, value: `"${cvv}"`, collection: 'cards' });
      if (card.pinHash) secrets.push({ what: 'PIN hash', value: card.pinHash });
    }
    for (const user of store.list('users')) {
      secrets.push({ what: 'password hash', value: user.passwordHash.split('$').at(-1) ?? user.passwordHash });
      if (user.mfaSecret) secrets.push({ what: 'MFA secret', value: user.mfaSecret });
      for (const hash of user.recoveryCodeHashes) secrets.push({ what: 'recovery code hash', value: hash });
    }
    for (const code of SEEDED_MFA_RECOVERY_CODES) secrets.push({ what: 'recovery code', value: code });
    for (const setup of store.list('mfaSetups')) secrets.push({ what: 'MFA set-up secret', value: setup.secret });
    for (const record of store.list('passwordResets')) {
      secrets.push({ what: 'reset id', value: record.id });
      if (record.twoFactorId) secrets.push({ what: 'reset MFA step id', value: record.twoFactorId });
    }
    for (const record of store.list('emailVerifications')) secrets.push({ what: 'verification id', value: record.id }, { what: 'verification code hash', value: record.codeHash });
    for (const record of store.list('emailChanges')) {
      secrets.push({ what: 'e-mail change verification id', value: record.id });
      if (record.twoFactorId) secrets.push({ what: 'e-mail change MFA id', value: record.twoFactorId });
    }
    for (const mail of store.list('outbox')) {
      if (mail.code) secrets.push({ what: 'mailed code', value: mail.code });
    }
    for (const challenge of store.list('mfaChallenges')) secrets.push({ what: 'two-factor trust id', value: challenge.id });
    for (const subscription of store.list('pushSubscriptions')) secrets.push({ what: 'push auth secret', value: subscription.auth });

    server = createNodeServer(app, { host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(await server.listen()).port}`;
  });

  afterAll(async () => {
    await server.close();
    app.close();
  });

  it('shows no PAN, CVV, hash, MFA secret, recovery code, session id, reset or verification id anywhere', async () => {
    expect(secrets.filter((secret) => secret.what === 'reset id')).not.toEqual([]);
    expect(secrets.filter((secret) => secret.what === 'session id')).not.toEqual([]);
    const index = (await (await fetch(`${base}/__db`)).json()) as { collections: Record<string, number> };
    const leaks: string[] = [];
    for (const name of Object.keys(index.collections)) {
      const response = await fetch(`${base}/__db/${name}`);
      const text = await response.text();
      for (const secret of secrets) if ((secret.collection ?? name) === name && text.includes(secret.value)) leaks.push(`/__db/${name} shows a ${secret.what}`);
      expect(text).not.toMatch(/"(pan|cvv|pinHash|passwordHash|mfaSecret|secret|recoveryCodeHashes|codeHash|code|trustTokenHash|twoFactorId|auth|p256dh|credentials)":/);
    }
    expect(leaks).toEqual([]);
  });

  it('answers no DNS name but loopback ones (a rebinding page cannot read it)', async () => {
    const statusFor = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port: new URL(base).port, path: '/__db/users', headers: { host } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    expect(await statusFor('evil.example:4010')).toBe(403);
    expect(await statusFor('localhost:4010')).toBe(200);
    expect(await statusFor('192.168.1.20:4010')).toBe(200);
  });

  it('still shows what a developer inspects: users, balances, cards without their credentials', async () => {
    const users = (await (await fetch(`${base}/__db/users`)).json()) as Record<string, unknown>[];
    expect(users.map((user) => user['email'])).toContain(USERS.demo.email);
    const cards = (await (await fetch(`${base}/__db/cards`)).json()) as Record<string, unknown>[];
    expect(cards[0]).toMatchObject({ lastFourDigits: expect.stringMatching(/^\d{4}$/) as unknown, status: expect.any(String) as unknown });
    expect(cards[0]).not.toHaveProperty('credentials');
  });
});

describe('binding beyond loopback', () => {
  it('refuses --host 0.0.0.0 without --allow-remote, naming the flag', async () => {
    const outcome = await startServer(['--host', '0.0.0.0', '--db', `.mock/security-remote-${process.pid}.json`, '--reset', '--quiet']).then(
      async (server) => {
        await stopServer(server, 'SIGTERM');
        return 'it started listening on every interface';
      },
      (error: unknown) => String(error),
    );
    expect(outcome).toMatch(/exited with 2[\s\S]*--allow-remote/);
  });

  it('with --allow-remote, warns what becomes reachable from the network', async () => {
    const server = await startServer(['--host', '0.0.0.0', '--allow-remote', '--reset', '--db', `.mock/security-remote-${process.pid}.json`]);
    try {
      const output = server.output();
      expect(output).toMatch(/warning/i);
      for (const reachable of ['/api/simulator/outbox', '/__db', '/api/simulator/events', '/api/simulator/']) expect(output).toContain(reachable);
    } finally {
      await stopServer(server, 'SIGTERM');
    }
  });
});
