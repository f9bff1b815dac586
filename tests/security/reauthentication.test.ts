import { beforeEach, describe, expect, it } from 'vitest';
import { operations } from '@contract-kit/operations';
import { SEEDED_MFA_SECRET, totp } from '../../mock-server/testing';
import { mockCaller, USERS, type Caller } from './support';

/**
 * A session cookie alone does not take the account or reveal a card: what changes how the account is secured or shows
 * a card's secrets needs the account holder's proof from the last 5 minutes — the sign-in, or reauthenticate with the
 * password (the authenticator code where two-factor authentication is on).
 */
const NEEDS_RECENT_AUTHENTICATION = ['changeEmail', 'setupMfa', 'generateRecoveryCodes', 'signOutOtherSessions', 'signOutSession', 'getCredentials', 'activatePhysicalCard', 'changePin'];

const MINUTE = 60_000;
const PIN_PATH = (cardId: string) => `/api/cards/${cardId}/pin`;

describe('re-authentication', () => {
  let caller: Caller;
  beforeEach(() => {
    caller = mockCaller();
  });

  /** The user is at the device: the session does not end for idleness meanwhile (reads do not count). */
  const active = async (cookie: string) => expect((await caller.call('POST', '/api/session/activity', { cookie })).status).toBe(200);

  /** Sessions whose sign-in is 5 minutes and a moment old, kept alive by their user's activity meanwhile. */
  async function staleSessions(email: string, count: number): Promise<string[]> {
    const cookies = Array.from({ length: count }, () => caller.sessionOf(email));
    caller.app.clock.advance(4 * MINUTE);
    for (const cookie of cookies) await active(cookie);
    caller.app.clock.advance(MINUTE + 1);
    return cookies;
  }
  const staleSession = async (email: string) => (await staleSessions(email, 1))[0] ?? '';

  const demoCard = () => {
    const demo = caller.userOf(USERS.demo.email);
    const card = caller.app.store.find('cards', (candidate) => candidate.userId === demo.id && candidate.status === 'active');
    if (!card) throw new Error('the demo user has an active card');
    return card;
  };

  it('is asked for exactly the operations that reveal card secrets or change how the account is secured', () => {
    const marked = operations.filter((operation) => operation.requiresReauthentication).map((operation) => operation.operationId);
    expect(marked.sort()).toEqual([...NEEDS_RECENT_AUTHENTICATION].sort());
  });

  it('with a victim’s session alone changes no e-mail, reveals no card, turns nothing on or off and signs no device out', async () => {
    const victim = await staleSession(USERS.demo.email);
    const phone = caller.sessionOf(USERS.demo.email);
    const card = demoCard();
    const otherDevice = caller.app.store
      .list('sessions')
      .find((session) => session.userId === card.userId && session.publicId && session.authenticatedAt && Date.parse(session.authenticatedAt) > caller.app.clock.nowMs() - MINUTE);
    const attempts = [
      await caller.call('POST', '/api/email/change', { cookie: victim, body: { newEmail: 'attacker@example.net', confirmEmail: 'attacker@example.net' } }),
      await caller.call('GET', `/api/cards/${card.id}/credentials`, { cookie: victim }),
      await caller.call('POST', '/api/mfa/setup', { cookie: victim }),
      await caller.call('POST', '/api/auth/sessions/sign-out-others', { cookie: victim }),
      await caller.call('DELETE', `/api/auth/sessions/${otherDevice?.publicId ?? ''}`, { cookie: victim }),
      await caller.call('POST', PIN_PATH(card.id), { cookie: victim, body: { pin: '905172' } }),
      await caller.call('POST', `/api/cards/${card.id}/physical-activation`, { cookie: victim, body: { pin: '482913' } }),
    ];
    for (const attempt of attempts) expect(attempt.status === 403 ? attempt.body.code : attempt.status).toBe('ReauthenticationRequired');
    expect(caller.userOf(USERS.demo.email).email).toBe(USERS.demo.email);
    expect(caller.app.store.filter('outbox', (mail) => mail.to === 'attacker@example.net')).toEqual([]);
    expect((await caller.call('GET', '/api/users/me', { cookie: phone })).status).toBe(200);
    expect(caller.app.store.get('mfaSetups', card.userId)).toBeUndefined();
  });

  it('counts the sign-in for 5 minutes, then asks again', async () => {
    const cookie = caller.sessionOf(USERS.demo.email);
    const card = demoCard();
    expect((await caller.call('GET', `/api/cards/${card.id}/credentials`, { cookie })).status).toBe(200);
    caller.app.clock.advance(4 * MINUTE);
    await active(cookie);
    caller.app.clock.advance(MINUTE - 1);
    expect((await caller.call('GET', `/api/cards/${card.id}/credentials`, { cookie })).status).toBe(200);
    caller.app.clock.advance(1);
    const refused = await caller.call('GET', `/api/cards/${card.id}/credentials`, { cookie });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ReauthenticationRequired', message: "Confirm it's you to continue" });
  });

  it('with the password opens the next 5 minutes for this session only', async () => {
    const [cookie = '', other = ''] = await staleSessions(USERS.demo.email, 2);
    const card = demoCard();
    const confirmed = await caller.call('POST', '/api/session/reauthenticate', { cookie, body: { password: USERS.demo.password } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: true, data: { reauthenticatedUntil: new Date(caller.app.clock.nowMs() + 5 * MINUTE).toISOString() }, message: 'Confirmed' });
    expect((await caller.call('GET', `/api/cards/${card.id}/credentials`, { cookie })).status).toBe(200);
    expect((await caller.call('GET', `/api/cards/${card.id}/credentials`, { cookie: other })).status).toBe(403);
    caller.app.clock.advance(4 * MINUTE);
    expect((await caller.call('POST', '/api/email/change', { cookie, body: { newEmail: 'demo.new@example.com', confirmEmail: 'demo.new@example.com' } })).status).toBe(200);
    caller.app.clock.advance(MINUTE);
    expect((await caller.call('GET', `/api/cards/${card.id}/credentials`, { cookie })).status).toBe(403);
  });

  it('refuses a missing or wrong password, and locks after 5 wrong ones within 15 minutes (429 with Retry-After)', async () => {
    const cookie = await staleSession(USERS.demo.email);
    const missing = await caller.call('POST', '/api/session/reauthenticate', { cookie, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ code: 'PasswordRequired', message: 'Enter your password' });
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await caller.call('POST', '/api/session/reauthenticate', { cookie, body: { password: 'Wrong-Passw0rd!' } });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({ code: 'InvalidPassword', message: 'Password is incorrect' });
    }
    const locked = await caller.call('POST', '/api/session/reauthenticate', { cookie, body: { password: USERS.demo.password } });
    expect(locked.status).toBe(429);
    expect(locked.headers?.['Retry-After']).toBeDefined();
    expect((await caller.call('GET', `/api/cards/${demoCard().id}/credentials`, { cookie })).status).toBe(403);
  });

  it('from a user with two-factor authentication takes a current authenticator code, once, and not the password', async () => {
    const cookie = await staleSession(USERS.mfa.email);
    const password = await caller.call('POST', '/api/session/reauthenticate', { cookie, body: { password: USERS.mfa.password } });
    expect(password.status).toBe(422);
    expect(password.body).toMatchObject({ code: 'MfaCodeRequired', message: 'Enter the code from your authenticator app' });
    expect((await caller.call('POST', '/api/session/reauthenticate', { cookie, body: { code: '000000' } })).body).toMatchObject({ code: 'InvalidMfaCode' });
    const code = totp(SEEDED_MFA_SECRET, caller.app.clock.nowMs());
    expect((await caller.call('POST', '/api/session/reauthenticate', { cookie, body: { code } })).status).toBe(200);
    const again = await caller.call('POST', '/api/session/reauthenticate', { cookie, body: { code } });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 'InvalidMfaCode' });
    const regenerated = await caller.call('POST', '/api/mfa/recovery-codes', { cookie, body: { mode: 'regenerate', confirmed: true } });
    expect(regenerated.status).toBe(200);
  });

  it('still lets the spec’s own proofs through: turning two-factor off needs its code, a password change the current password', async () => {
    const cookie = await staleSession(USERS.mfa.email);
    const withoutCode = await caller.call('POST', '/api/mfa/disable', { cookie, body: { code: '000000', methodId: 'authenticator' } });
    expect(withoutCode.body).toMatchObject({ code: 'InvalidMfaCode' });
    const disabled = await caller.call('POST', '/api/mfa/disable', { cookie, body: { code: totp(SEEDED_MFA_SECRET, caller.app.clock.nowMs()), methodId: 'authenticator' } });
    expect(disabled.status).toBe(200);
  });
});
