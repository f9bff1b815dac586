import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SEEDED_MFA_SECRET, totp } from '../../mock-server/testing';
import { startServer, stopServer } from '../mock-server/server-process';
import { mockCaller, START, USERS, type Caller } from './support';

/**
 * Sessions end (PSD2 RTS Art. 4(3)(d); ASVS 7.3, 7.4): 5 minutes without an action of the user and 12 hours after
 * sign-in, on the mock server's clock; reads (polling, the event stream) are not actions; a changed factor ends the
 * account's other sessions; a sign-in ends the session the browser held.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const cookieOf = (response: { cookies?: string[] }) => response.cookies?.[0]?.split(';')[0] ?? '';

async function signIn(caller: Caller, who: { email: string; password: string }, cookie?: string): Promise<string> {
  const response = await caller.call('POST', '/api/auth/login', { body: who, ...(cookie ? { cookie } : {}) });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

const activeCardOf = (caller: Caller) => {
  const card = caller.app.store.find('cards', (candidate) => candidate.userId === caller.userOf(USERS.demo.email).id && candidate.status === 'active');
  if (!card) throw new Error('no active card');
  return card;
};

describe('the idle timeout (5 minutes without an action)', () => {
  it('ends the session: the card credentials answer 401 SessionIdleTimeout, and every later call with that cookie too', async () => {
    const caller = mockCaller();
    const cookie = await signIn(caller, USERS.demo);
    const credentials = `/api/cards/${activeCardOf(caller).id}/credentials`;
    caller.app.clock.advance(5 * MINUTE - 1000);
    expect((await caller.call('GET', credentials, { cookie })).status).toBe(200);
    caller.app.clock.advance(1000);

    const ended = await caller.call('GET', credentials, { cookie });
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ success: false, code: 'SessionIdleTimeout', message: 'Your session ended after 5 minutes without activity. Please sign in again.' });
    expect(JSON.stringify(ended.body)).not.toMatch(/"pan"|"cvv"/i);
    expect(ended.cookies?.[0]).toMatch(/^sid=;.*Max-Age=0/);
    // The session check says why as well (the app shows it on the sign-in screen after a reload).
    expect((await caller.call('GET', '/api/auth/session', { cookie })).body.code).toBe('SessionIdleTimeout');
    caller.app.clock.advance(HOUR);
    expect((await caller.call('GET', '/api/users/me', { cookie })).body.code).toBe('SessionIdleTimeout');
  });

  it('is not put off by reads: polling every 30 seconds and the event stream are not the user', async () => {
    const caller = mockCaller();
    const cookie = await signIn(caller, USERS.demo);
    for (let elapsed = 0; elapsed < 5 * MINUTE - 30_000; elapsed += 30_000) {
      caller.app.clock.advance(30_000);
      for (const path of ['/api/cards', '/api/accounts/balance', '/api/auth/session']) expect((await caller.call('GET', path, { cookie })).status).toBe(200);
    }
    caller.app.clock.advance(30_000);
    expect((await caller.call('GET', '/api/cards', { cookie })).body.code).toBe('SessionIdleTimeout');
  });

  it('moves with every action: a call that is not a read, or the app’s report of input (POST /api/session/activity)', async () => {
    const caller = mockCaller();
    const cookie = await signIn(caller, USERS.demo);
    caller.app.clock.advance(4 * MINUTE);
    const noted = await caller.call('POST', '/api/session/activity', { cookie });
    expect(noted.status).toBe(200);
    expect(noted.body['session']).toEqual({
      idleExpiresAt: new Date(START.getTime() + 9 * MINUTE).toISOString(),
      expiresAt: new Date(START.getTime() + 12 * HOUR).toISOString(),
      idleTimeoutSeconds: 300,
      now: new Date(START.getTime() + 4 * MINUTE).toISOString(),
    });
    caller.app.clock.advance(4 * MINUTE);
    // A change the user makes is an action too.
    expect((await caller.call('POST', '/api/users/language', { cookie, body: { language: 'en' } })).status).toBe(200);
    caller.app.clock.advance(4 * MINUTE);
    const session = await caller.call('GET', '/api/auth/session', { cookie });
    expect(session.status).toBe(200);
    expect(session.body['session']).toMatchObject({ idleExpiresAt: new Date(START.getTime() + 13 * MINUTE).toISOString() });
  });

  it('follows the simulator’s clock: a clock step past the timeout ends the session', async () => {
    const caller = mockCaller();
    const cookie = await signIn(caller, USERS.demo);
    expect((await caller.call('POST', '/api/simulator/clock', { body: { advanceSeconds: 300 } })).status).toBe(200);
    const ended = await caller.call('GET', '/api/cards', { cookie });
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('SessionIdleTimeout');
    expect(caller.app.store.list('sessions')).toHaveLength(0);
  });

  it('is longer where the server is told so (--idle-timeout), and the session check says how long', async () => {
    const caller = mockCaller({ sessions: { idleTimeoutMs: 10 * MINUTE } });
    const cookie = await signIn(caller, USERS.demo);
    caller.app.clock.advance(9 * MINUTE);
    expect((await caller.call('GET', '/api/auth/session', { cookie })).body['session']).toMatchObject({ idleTimeoutSeconds: 600 });
    caller.app.clock.advance(MINUTE);
    expect((await caller.call('GET', '/api/cards', { cookie })).body).toMatchObject({
      code: 'SessionIdleTimeout',
      message: 'Your session ended after 10 minutes without activity. Please sign in again.',
    });
  });
});

describe('the session lifetime (12 hours after sign-in)', () => {
  it('ends the session after 12 hours however active its user is: 401 SessionLifetimeEnded', async () => {
    const caller = mockCaller();
    const cookie = await signIn(caller, USERS.demo);
    for (let elapsed = 0; elapsed < 12 * HOUR - 4 * MINUTE; elapsed += 4 * MINUTE) {
      caller.app.clock.advance(4 * MINUTE);
      expect((await caller.call('POST', '/api/session/activity', { cookie })).status).toBe(200);
    }
    const last = await caller.call('GET', '/api/auth/session', { cookie });
    // The idle deadline never passes the lifetime.
    expect(last.body['session']).toMatchObject({ idleExpiresAt: new Date(START.getTime() + 12 * HOUR).toISOString() });
    caller.app.clock.advance(4 * MINUTE);
    const ended = await caller.call('POST', '/api/session/activity', { cookie });
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ code: 'SessionLifetimeEnded', message: 'Your session ended after 12 hours. Please sign in again.' });
  });

  it('sets the cookie for the lifetime only (12 hours, or what the server is told)', async () => {
    expect((await mockCaller().call('POST', '/api/auth/login', { body: USERS.demo })).cookies?.[0]).toMatch(/Max-Age=43200\b/);
    expect((await mockCaller({ sessions: { lifetimeMs: 24 * HOUR } }).call('POST', '/api/auth/login', { body: USERS.demo })).cookies?.[0]).toMatch(/Max-Age=86400\b/);
  });
});

describe('the flags of npm run mock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-sessions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('take durations: --idle-timeout 10m --session-lifetime 24h', async () => {
    const server = await startServer(['--db', join(dir, 'flags.json'), '--reset', '--quiet', '--now', START.toISOString(), '--idle-timeout', '10m', '--session-lifetime', '24h']);
    try {
      const login = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(USERS.demo) });
      const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
      const session = (await (await fetch(`${server.base}/api/auth/session`, { headers: { cookie } })).json()) as { session: { idleTimeoutSeconds: number; expiresAt: string; now: string } };
      expect(session.session.idleTimeoutSeconds).toBe(600);
      expect(Date.parse(session.session.expiresAt) - Date.parse(session.session.now)).toBeGreaterThan(23 * HOUR);
    } finally {
      await stopServer(server, 'SIGTERM');
    }
  }, 60_000);

  it.each([
    ['--idle-timeout', '5x'],
    ['--idle-timeout', '10s'],
    ['--session-lifetime', 'forever'],
  ])(
    'refuse %s %s',
    async (flag, value) => {
      await expect(startServer(['--db', join(dir, 'bad.json'), '--quiet', flag, value])).rejects.toThrow(new RegExp(`${flag} must be a duration between 1m and 400d`));
    },
    60_000,
  );
});

describe('a changed factor ends the account’s other sessions (ASVS 7.4.3)', () => {
  /** Two sessions of a user: `here` makes the change, `there` is another device. */
  function twoDevices(email: string) {
    const caller = mockCaller();
    return { caller, here: caller.sessionOf(email), there: caller.sessionOf(email) };
  }
  const stillIn = async (caller: Caller, cookie: string) => (await caller.call('GET', '/api/users/me', { cookie })).status;
  const code = (caller: Caller) => totp(SEEDED_MFA_SECRET, caller.app.clock.nowMs());

  it('a password change', async () => {
    const { caller, here, there } = twoDevices(USERS.demo.email);
    const changed = await caller.call('POST', '/api/password/change', {
      cookie: here,
      body: { currentPassword: USERS.demo.password, newPassword: 'Better-Passw0rd!', confirmPassword: 'Better-Passw0rd!' },
    });
    expect(changed.status).toBe(200);
    expect([await stillIn(caller, here), await stillIn(caller, there)]).toEqual([200, 401]);
  });

  it('an e-mail change', async () => {
    const { caller, here, there } = twoDevices(USERS.demo.email);
    const started = await caller.call('POST', '/api/email/change', { cookie: here, body: { newEmail: 'demo.new@example.com', confirmEmail: 'demo.new@example.com' } });
    const mailed = caller.app.store
      .list('outbox')
      .filter((mail) => mail.to === 'demo.new@example.com')
      .at(-1);
    const verified = await caller.call('POST', '/api/email/change/verify', { cookie: here, body: { verificationId: started.body['verificationId'], code: mailed?.code } });
    expect(verified.status).toBe(200);
    expect([await stillIn(caller, here), await stillIn(caller, there)]).toEqual([200, 401]);
  });

  it('two-factor turned on', async () => {
    const { caller, here, there } = twoDevices(USERS.demo.email);
    const setup = await caller.call('POST', '/api/mfa/setup', { cookie: here });
    const secret = (setup.body.data as { secret: string }).secret;
    const verified = await caller.call('POST', '/api/mfa/verify', { cookie: here, body: { code: totp(secret, caller.app.clock.nowMs()), secret } });
    expect(verified.status).toBe(200);
    expect([await stillIn(caller, here), await stillIn(caller, there)]).toEqual([200, 401]);
  });

  it('two-factor turned off', async () => {
    const { caller, here, there } = twoDevices(USERS.mfa.email);
    const disabled = await caller.call('POST', '/api/mfa/disable', { cookie: here, body: { code: code(caller), methodId: 'authenticator' } });
    expect(disabled.status).toBe(200);
    expect([await stillIn(caller, here), await stillIn(caller, there)]).toEqual([200, 401]);
  });

  it('new recovery codes', async () => {
    const { caller, here, there } = twoDevices(USERS.mfa.email);
    // Asking is not a change yet: nothing ends until the user confirms.
    expect((await caller.call('POST', '/api/mfa/recovery-codes', { cookie: here, body: { mode: 'regenerate' } })).body['requiresConfirmation']).toBe(true);
    expect(await stillIn(caller, there)).toBe(200);
    const issued = await caller.call('POST', '/api/mfa/recovery-codes', { cookie: here, body: { mode: 'regenerate', confirmed: true } });
    expect(issued.status).toBe(200);
    expect([await stillIn(caller, here), await stillIn(caller, there)]).toEqual([200, 401]);
  });

  it('leaves other users’ sessions alone', async () => {
    const { caller, here } = twoDevices(USERS.mfa.email);
    const friend = caller.sessionOf(USERS.friend.email);
    expect((await caller.call('POST', '/api/mfa/disable', { cookie: here, body: { code: code(caller), methodId: 'authenticator' } })).status).toBe(200);
    expect(await stillIn(caller, friend)).toBe(200);
  });
});

describe('signing in on a browser that holds a session', () => {
  it('ends the session it held (another user’s): its cookie signs no one in any more', async () => {
    const caller = mockCaller();
    const friend = await signIn(caller, USERS.friend);
    const demo = await signIn(caller, USERS.demo, friend);
    expect((await caller.call('GET', '/api/users/me', { cookie: friend })).status).toBe(401);
    expect((await caller.call('GET', '/api/users/me', { cookie: demo })).status).toBe(200);
    expect(caller.app.store.list('sessions').map((session) => session.userId)).toEqual([caller.userOf(USERS.demo.email).id]);
  });
});
