// Longer than 300 lines on purpose: the behaviour of the whole auth domain, one describe per endpoint or rule with the spec's
// own cases, against one seeded app; split by endpoint, each file would repeat the same set-up.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockApp, type MockApp } from '../../app';
import { serveLegalPage } from './legal-pages';
import { totp } from '../../identity/totp';
import { createFixedClock } from '../../core/clock';
import type { MockResponse } from '../../core/types';
import { SEEDED_MFA_RECOVERY_CODES } from '../security/seed';
import { SEEDED_MFA_SECRET } from '../../store/seed';

const START = new Date('2026-11-20T10:00:00.000Z');
const MINUTE = 60_000;
const DEMO = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };
const MFA = { email: 'mfa@example.com', password: 'Mfa-User-Passw0rd!' };
const UNVERIFIED = { email: 'unverified@example.com', password: 'Unverified-Passw0rd!' };
const NEW_USER = { email: 'alice@example.com', password: 'Alice-Passw0rd!', confirmPassword: 'Alice-Passw0rd!', username: 'alice' };

let app: MockApp;
beforeEach(() => {
  app = createMockApp({ clock: createFixedClock(START), log: () => {} });
});

type Body = Record<string, unknown> & {
  code?: string;
  message?: string;
  error?: { details?: { errorCode?: string } };
  retryAfterSeconds?: number;
};

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<MockResponse & { body: Body }> {
  const url = new URL(path, 'http://mock.local');
  const response = await app.dispatcher.dispatch({
    method,
    path: url.pathname,
    query: url.searchParams,
    headers: { 'content-type': 'application/json', ...headers },
    bodyText: body === undefined ? undefined : JSON.stringify(body),
  });
  return response as MockResponse & { body: Body };
}

const post = (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body, headers);
const cookieOf = (response: MockResponse) => response.cookies?.[0]?.split(';')[0] ?? '';
const code = (at = app.clock.nowMs()) => totp(SEEDED_MFA_SECRET, at);
const mails = (to: string) =>
  app.store
    .list('outbox')
    .filter((mail) => mail.to === to)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
const lastMail = (to: string) => mails(to).at(-1);
const user = (email: string) => app.store.find('users', (candidate) => candidate.email === email);

describe('check-mfa and login (spec 01 §4 Login)', () => {
  it('answers mfaRequired false for a user without two-factor, and login sets the session cookie', async () => {
    const check = await post('/api/auth/check-mfa', DEMO);
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ mfaRequired: false, message: 'MFA not required' });
    const login = await post('/api/auth/login', DEMO);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, user: { email: DEMO.email, verified: true, mfaEnabled: false } });
    const session = await call('GET', '/api/auth/session', undefined, { cookie: cookieOf(login) });
    expect(session.body).toMatchObject({ user: { email: DEMO.email } });
  });

  it('lower-cases the e-mail address', async () => {
    expect((await post('/api/auth/login', { email: 'Demo@Example.COM', password: DEMO.password })).status).toBe(200);
  });

  it('rejects a wrong password or an unknown address alike (401 InvalidCredentials)', async () => {
    for (const credentials of [
      { ...DEMO, password: 'Wrong-Passw0rd!' },
      { email: 'nobody@example.com', password: DEMO.password },
    ]) {
      const response = await post('/api/auth/check-mfa', credentials);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'InvalidCredentials', message: 'Invalid email or password' });
    }
  });

  it('locks an address for 5 minutes after 5 wrong passwords in 15 minutes (429 + Retry-After)', async () => {
    const wrong = { ...DEMO, password: 'Wrong-Passw0rd!' };
    for (let i = 0; i < 4; i++) expect((await post(i % 2 ? '/api/auth/login' : '/api/auth/check-mfa', wrong)).status).toBe(401);
    const fifth = await post('/api/auth/login', wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ code: 'TooManyRequests', retryAfterSeconds: 300 });
    expect(fifth.headers?.['Retry-After']).toBe('300');
    // Even the right password waits for the lock to end.
    app.clock.advance(4 * MINUTE);
    const locked = await post('/api/auth/login', DEMO);
    expect(locked.status).toBe(429);
    expect(locked.body.retryAfterSeconds).toBe(60);
    app.clock.advance(MINUTE);
    expect((await post('/api/auth/login', DEMO)).status).toBe(200);
  });

  it('forgets failures older than 15 minutes and after a successful sign-in', async () => {
    const wrong = { ...DEMO, password: 'Wrong-Passw0rd!' };
    for (let i = 0; i < 4; i++) await post('/api/auth/login', wrong);
    app.clock.advance(15 * MINUTE);
    expect((await post('/api/auth/login', wrong)).status).toBe(401);
    for (let i = 0; i < 3; i++) await post('/api/auth/login', wrong);
    expect((await post('/api/auth/login', DEMO)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await post('/api/auth/login', wrong)).status).toBe(401);
  });
});

describe('two-factor sign-in (RFC 6238 TOTP)', () => {
  async function trustId(): Promise<string> {
    const check = await post('/api/auth/check-mfa', MFA);
    expect(check.body).toMatchObject({ mfaRequired: true, message: 'Enter the code from your authenticator app' });
    return String(check.body['twoFactorTrustId']);
  }

  it('refuses a plain login of a two-factor user (403 MfaRequired)', async () => {
    const response = await post('/api/auth/login', MFA);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('MfaRequired');
  });

  it('verifies the authenticator code, then the normal login with the trust id signs in, once', async () => {
    const id = await trustId();
    const verified = await post('/api/auth/mfa-login', { twoFactorTrustId: id, code: code() });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, user: { email: MFA.email, mfaEnabled: true } });
    expect(verified.cookies).toBeUndefined();
    const login = await post('/api/auth/login', { ...MFA, twoFactorTrustId: id });
    expect(login.status).toBe(200);
    expect(cookieOf(login)).toMatch(/^sid=/);
    expect((await post('/api/auth/login', { ...MFA, twoFactorTrustId: id })).status).toBe(403);
  });

  it('needs the code to be verified before the trust id works, and not for another user', async () => {
    const id = await trustId();
    expect((await post('/api/auth/login', { ...MFA, twoFactorTrustId: id })).status).toBe(403);
    await post('/api/auth/mfa-login', { twoFactorTrustId: id, code: code() });
    // A trust id is bound to its user: demo's login ignores it, mfa's needs its own.
    expect((await post('/api/auth/login', { ...DEMO, twoFactorTrustId: id })).status).toBe(200);
  });

  it('rejects a wrong code (401 InvalidMfaCode) and accepts one 30 s step of drift, not two', async () => {
    const id = await trustId();
    const now = app.clock.nowMs();
    const wrong = await post('/api/auth/mfa-login', { twoFactorTrustId: id, code: code(now - 60_000) });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'InvalidMfaCode', message: 'Invalid verification code' });
    expect((await post('/api/auth/mfa-login', { twoFactorTrustId: id, code: code(now - 30_000) })).status).toBe(200);
  });

  it('accepts each code once (replay refused)', async () => {
    const current = code();
    expect((await post('/api/auth/mfa-login', { twoFactorTrustId: await trustId(), code: current })).status).toBe(200);
    expect((await post('/api/auth/mfa-login', { twoFactorTrustId: await trustId(), code: current })).status).toBe(401);
    app.clock.advance(30_000);
    expect((await post('/api/auth/mfa-login', { twoFactorTrustId: await trustId(), code: code() })).status).toBe(200);
  });

  it('accepts a recovery code once', async () => {
    const recovery = SEEDED_MFA_RECOVERY_CODES[0];
    expect((await post('/api/auth/mfa-login', { twoFactorTrustId: await trustId(), code: recovery })).status).toBe(200);
    expect(user(MFA.email)?.recoveryCodeHashes).toHaveLength(SEEDED_MFA_RECOVERY_CODES.length - 1);
    expect((await post('/api/auth/mfa-login', { twoFactorTrustId: await trustId(), code: recovery })).status).toBe(401);
  });

  it('rejects codes that are not 6 digits or a 10-character recovery code (400)', async () => {
    const id = await trustId();
    for (const bad of ['12345', '1234567', '12a456']) expect((await post('/api/auth/mfa-login', { twoFactorTrustId: id, code: bad })).status).toBe(400);
  });

  it('expires the trust id after 5 minutes (401 MfaSessionExpired)', async () => {
    const id = await trustId();
    app.clock.advance(5 * MINUTE);
    const response = await post('/api/auth/mfa-login', { twoFactorTrustId: id, code: code() });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('MfaSessionExpired');
  });

  it('throttles wrong codes: the 5th within 15 minutes locks for 5 minutes', async () => {
    const id = await trustId();
    for (let i = 0; i < 4; i++) expect((await post('/api/auth/mfa-login', { twoFactorTrustId: id, code: '000000' })).status).toBe(401);
    const fifth = await post('/api/auth/mfa-login', { twoFactorTrustId: id, code: '000000' });
    expect(fifth.status).toBe(429);
    expect(fifth.headers?.['Retry-After']).toBe('300');
    expect((await post('/api/auth/mfa-login', { twoFactorTrustId: id, code: code() })).status).toBe(429);
  });
});

describe('registration (spec 01 §4, §5, §8)', () => {
  it('creates an unverified user, signs in automatically and mails a 6-character code', async () => {
    const response = await post('/api/users/register', { ...NEW_USER, email: 'Alice@Example.com', referralCode: 'LOOK2025' });
    expect(response.status).toBe(201);
    const data = response.body['data'] as { autoLoginSuccess: boolean; loginData: { email: string; password: string; registrationVerificationId: string } };
    expect(data.autoLoginSuccess).toBe(true);
    expect(data.loginData).toMatchObject({ email: 'alice@example.com', password: NEW_USER.password });
    const session = await call('GET', '/api/auth/session', undefined, { cookie: cookieOf(response) });
    expect(session.body).toMatchObject({ user: { email: 'alice@example.com', username: 'alice', verified: false, mfaEnabled: false } });
    const mail = lastMail('alice@example.com');
    expect(mail?.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(mail?.text).toContain(mail?.code);
    // Only the hash of the code is kept.
    expect(JSON.stringify(app.store.list('emailVerifications'))).not.toContain(mail?.code);
    expect(user('alice@example.com')?.passwordHash).toMatch(/^scrypt\$/);
  });

  it.each([
    ['shorter than 12 characters', 'Short-Pas1!'],
    ['without a lowercase letter', 'ALICE-PASSW0RD!'],
    ['without an uppercase letter', 'alice-passw0rd!'],
    ['without a digit', 'Alice-Password!'],
    ['without a special character', 'AlicePassw0rdX'],
  ])('rejects a password %s (422 InvalidPassword)', async (_, password) => {
    const response = await post('/api/users/register', { ...NEW_USER, password, confirmPassword: password });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'InvalidPassword', message: 'Password does not meet requirements' });
  });

  it('accepts exactly 12 characters with every class', async () => {
    expect((await post('/api/users/register', { ...NEW_USER, password: 'Abcdefgh12!x', confirmPassword: 'Abcdefgh12!x' })).status).toBe(201);
  });

  it('rejects a confirmation that does not match (422 PasswordMismatch)', async () => {
    const response = await post('/api/users/register', { ...NEW_USER, confirmPassword: 'Alice-Passw0rd?' });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('PasswordMismatch');
  });

  it('rejects a used e-mail (DuplicateEmail) or username, whatever the case (DuplicateUsername)', async () => {
    const email = await post('/api/users/register', { ...NEW_USER, email: 'DEMO@example.com' });
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({ code: 'DuplicateEmail', message: 'User already exists' });
    const username = await post('/api/users/register', { ...NEW_USER, username: ' Demo ' });
    expect(username.status).toBe(409);
    expect(username.body).toMatchObject({ code: 'DuplicateUsername', message: 'This username is already taken' });
  });

  it('validates the username, e-mail (at most 255 characters) and referral code (6-8 upper-case letters or digits)', async () => {
    expect((await post('/api/users/register', { ...NEW_USER, username: '   ' })).status).toBe(400);
    expect((await post('/api/users/register', { ...NEW_USER, email: 'not-an-email' })).status).toBe(400);
    expect((await post('/api/users/register', { ...NEW_USER, email: `${'a'.repeat(244)}@example.com` })).status).toBe(400);
    for (const referralCode of ['ABC12', 'ABCDE1234', 'look2025', 'LOOK-25']) {
      expect((await post('/api/users/register', { ...NEW_USER, referralCode })).status, referralCode).toBe(400);
    }
    expect((await post('/api/users/register', { ...NEW_USER, referralCode: 'ABC123' })).status).toBe(201);
  });
});

describe('e-mail verification (spec 01 §4, §5, §8)', () => {
  async function register() {
    const response = await post('/api/users/register', NEW_USER);
    const id = (response.body['data'] as { loginData: { registrationVerificationId: string } }).loginData.registrationVerificationId;
    return { id, cookie: cookieOf(response), code: lastMail(NEW_USER.email)?.code ?? '' };
  }

  it('verifies the mailed code (case-insensitive) and the session then shows verified', async () => {
    const { id, cookie, code: mailed } = await register();
    const response = await post('/api/email/verify', { verificationId: id, verificationCode: mailed.toLowerCase() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Email verified' });
    expect((await call('GET', '/api/auth/session', undefined, { cookie })).body).toMatchObject({ user: { verified: true } });
  });

  it("tells the signed-in user's verification in progress, without its code, so a reload can still use the mailed code", async () => {
    const { id, cookie, code: mailed } = await register();
    app.clock.advance(30_000);
    const pending = await call('GET', '/api/email/verification', undefined, { cookie });
    expect(pending.status).toBe(200);
    expect(pending.headers?.['Cache-Control']).toBe('no-store');
    expect(pending.body).toEqual({ success: true, data: { verificationId: id, email: NEW_USER.email, expiresAt: new Date(START.getTime() + 15 * MINUTE).toISOString() } });
    expect(JSON.stringify(pending.body)).not.toContain(mailed);
    expect((await post('/api/email/verify', { verificationId: id, verificationCode: mailed })).status).toBe(200);
    expect((await call('GET', '/api/email/verification', undefined, { cookie })).body).toEqual({ success: true, data: null });
  });

  it('answers data null when no code is valid (never sent, expired), the id a resend gave, and 401 without a session', async () => {
    // The session outlives the code's 15 minutes without activity only with a longer idle timeout.
    app = createMockApp({ clock: createFixedClock(START), log: () => {}, sessions: { idleTimeoutMs: 60 * MINUTE } });
    const signIn = await post('/api/auth/login', UNVERIFIED);
    const cookie = cookieOf(signIn);
    expect((await call('GET', '/api/email/verification', undefined, { cookie })).body).toEqual({ success: true, data: null });
    const resend = await post('/api/email/resend', { email: UNVERIFIED.email });
    const { verificationId } = resend.body['data'] as { verificationId: string };
    expect((await call('GET', '/api/email/verification', undefined, { cookie })).body).toMatchObject({ data: { verificationId, email: UNVERIFIED.email } });
    app.clock.advance(15 * MINUTE);
    expect((await call('GET', '/api/email/verification', undefined, { cookie })).body).toEqual({ success: true, data: null });
    expect((await call('GET', '/api/email/verification')).status).toBe(401);
  });

  it('answers InvalidVerificationFormat for a code that is not 6 letters or digits', async () => {
    const { id } = await register();
    for (const bad of ['ABC12', 'ABC1234', 'ABC-12']) {
      const response = await post('/api/email/verify', { verificationId: id, verificationCode: bad });
      expect(response.status).toBe(400);
      expect(response.body.error?.details?.errorCode).toBe('InvalidVerificationFormat');
    }
  });

  it('answers NoVerificationId without an id, for an unknown one, and for one replaced by a resend', async () => {
    const { id, code: first } = await register();
    const missing = await post('/api/email/verify', { verificationCode: first });
    expect(missing.status).toBe(422);
    expect(missing.body.error?.details?.errorCode).toBe('NoVerificationId');
    const resend = await post('/api/email/resend', { email: NEW_USER.email });
    const newId = (resend.body['data'] as { verificationId: string }).verificationId;
    expect(newId).not.toBe(id);
    const replaced = await post('/api/email/verify', { verificationId: id, verificationCode: first });
    expect(replaced.body.error?.details?.errorCode).toBe('NoVerificationId');
    // The old code does not work with the new id either; the new code does.
    expect((await post('/api/email/verify', { verificationId: newId, verificationCode: first })).body.error?.details?.errorCode).toBe('InvalidVerificationCode');
    expect((await post('/api/email/verify', { verificationId: newId, verificationCode: lastMail(NEW_USER.email)?.code })).status).toBe(200);
  });

  it('expires a code after 15 minutes (VerificationCodeExpired)', async () => {
    const { id, code: mailed } = await register();
    app.clock.advance(15 * MINUTE);
    const response = await post('/api/email/verify', { verificationId: id, verificationCode: mailed });
    expect(response.status).toBe(422);
    expect(response.body.error?.details?.errorCode).toBe('VerificationCodeExpired');
  });

  it('rejects a wrong code (InvalidVerificationCode) and throttles the 5th', async () => {
    const { id, code: mailed } = await register();
    const wrong = mailed === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 4; i++) {
      const response = await post('/api/email/verify', { verificationId: id, verificationCode: wrong });
      expect(response.status).toBe(422);
      expect(response.body.error?.details?.errorCode).toBe('InvalidVerificationCode');
    }
    expect((await post('/api/email/verify', { verificationId: id, verificationCode: wrong })).status).toBe(429);
    expect((await post('/api/email/verify', { verificationId: id, verificationCode: mailed })).status).toBe(429);
  });

  it('asks a two-factor user for the authenticator code too (requiresMFA, twoFactorId)', async () => {
    const mfaUser = user(MFA.email);
    if (!mfaUser) throw new Error('seed lacks the MFA user');
    app.store.put('users', { ...mfaUser, verified: false });
    const resend = await post('/api/email/resend', { email: MFA.email });
    const verificationId = (resend.body['data'] as { verificationId: string }).verificationId;
    const verificationCode = lastMail(MFA.email)?.code;
    const first = await post('/api/email/verify', { verificationId, verificationCode });
    expect(first.body).toMatchObject({ success: true, requiresMFA: true });
    const twoFactorId = String(first.body['twoFactorId']);
    const wrong = await post('/api/email/verify', { verificationId, verificationCode, twoFactorId, mfaCode: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.details?.errorCode).toBe('InvalidMfaCode');
    const done = await post('/api/email/verify', { verificationId, verificationCode, twoFactorId, mfaCode: code() });
    expect(done.body).toEqual({ success: true, message: 'Email verified' });
    expect(user(MFA.email)?.verified).toBe(true);
  });

  it('resends to the seeded unverified user; 404 for an unknown address, 409 when verified, 429 after 5 in 15 minutes', async () => {
    const first = await post('/api/email/resend', { email: UNVERIFIED.email });
    expect(first.status).toBe(200);
    expect(lastMail(UNVERIFIED.email)?.code).toMatch(/^[A-Z0-9]{6}$/);
    expect((await post('/api/email/resend', { email: 'nobody@example.com' })).status).toBe(404);
    const verified = await post('/api/email/resend', { email: DEMO.email });
    expect(verified.status).toBe(409);
    expect(verified.body.error?.details?.errorCode).toBe('AlreadyVerified');
    for (let i = 0; i < 4; i++) expect((await post('/api/email/resend', { email: UNVERIFIED.email })).status).toBe(200);
    const limited = await post('/api/email/resend', { email: UNVERIFIED.email });
    expect(limited.status).toBe(429);
    expect(limited.body.retryAfterSeconds).toBe(15 * 60);
    app.clock.advance(15 * MINUTE);
    expect((await post('/api/email/resend', { email: UNVERIFIED.email })).status).toBe(200);
  });
});

describe('forgot and reset password (spec 01 §4, §7, §8)', () => {
  const APP = 'http://127.0.0.1:5173';

  async function requestLink(email: string, headers: Record<string, string> = { origin: APP }) {
    const response = await post('/api/password/forgot', { email }, headers);
    expect(response.status).toBe(200);
    const link = lastMail(email.trim().toLowerCase())?.link;
    const url = new URL(link ?? 'http://missing');
    return { response, url, changePasswordId: url.searchParams.get('changePasswordId') ?? '' };
  }

  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const known = await post('/api/password/forgot', { email: DEMO.email }, { origin: APP });
    const unknown = await post('/api/password/forgot', { email: 'nobody@example.com' }, { origin: APP });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: 'If an account exists for this email, a reset link has been sent.' });
    expect(mails('nobody@example.com')).toHaveLength(0);
    expect(mails(DEMO.email)).toHaveLength(1);
  });

  it('mails a link to the app origin with action, changePasswordId, tenantId and email', async () => {
    const { url } = await requestLink('DEMO@example.com');
    expect(url.origin).toBe(APP);
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('action')).toBe('forgot_password');
    expect(url.searchParams.get('changePasswordId')).toBeTruthy();
    expect(url.searchParams.get('tenantId')).toBe('lookcard');
    expect(url.searchParams.get('email')).toBe(DEMO.email);
  });

  it('takes the origin from the configured app origin, never from Origin, Referer or Host', async () => {
    app = createMockApp({ clock: createFixedClock(START), log: () => {}, appOrigin: 'https://app.lookcard.example' });
    // Another page's Origin does not even get a mail sent: a state change from another origin is refused.
    expect((await post('/api/password/forgot', { email: DEMO.email }, { origin: 'http://localhost:5174' })).status).toBe(403);
    expect(lastMail(DEMO.email)).toBeUndefined();
    expect((await requestLink(DEMO.email, { origin: 'https://app.lookcard.example', host: 'localhost:5174' })).url.origin).toBe('https://app.lookcard.example');
    expect((await requestLink(DEMO.email, { referer: 'http://localhost:5174/some/page?x=1', host: '127.0.0.1:4173' })).url.origin).toBe('https://app.lookcard.example');
  });

  it('resets a password without two-factor at once; the link then stops working and sessions end', async () => {
    const signedIn = cookieOf(await post('/api/auth/login', DEMO));
    const { changePasswordId } = await requestLink(DEMO.email);
    const response = await post('/api/password/reset', { changePasswordId, email: DEMO.email, password: 'New-Demo-Passw0rd!' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, mfaRequired: false, message: 'Password has been reset' });
    expect((await post('/api/auth/login', DEMO)).status).toBe(401);
    expect((await post('/api/auth/login', { ...DEMO, password: 'New-Demo-Passw0rd!' })).status).toBe(200);
    expect((await call('GET', '/api/auth/session', undefined, { cookie: signedIn })).status).toBe(401);
    expect((await post('/api/password/reset', { changePasswordId, email: DEMO.email, password: 'Other-Demo-Passw0rd!' })).status).toBe(404);
  });

  it('rejects a link for another e-mail (404), a weak password (422 InvalidPassword) and an expired link (422 ResetLinkExpired)', async () => {
    const { changePasswordId } = await requestLink(DEMO.email);
    expect((await post('/api/password/reset', { changePasswordId, email: 'friend@example.com', password: 'New-Demo-Passw0rd!' })).status).toBe(404);
    const weak = await post('/api/password/reset', { changePasswordId, email: DEMO.email, password: 'weakpassword' });
    expect(weak.status).toBe(422);
    expect(weak.body.code).toBe('InvalidPassword');
    app.clock.advance(60 * MINUTE);
    const expired = await post('/api/password/reset', { changePasswordId, email: DEMO.email, password: 'New-Demo-Passw0rd!' });
    expect(expired.status).toBe(422);
    expect(expired.body.error?.details?.errorCode).toBe('ResetLinkExpired');
  });

  it('replaces an earlier link with a newer one', async () => {
    const first = await requestLink(DEMO.email);
    await requestLink(DEMO.email);
    expect((await post('/api/password/reset', { changePasswordId: first.changePasswordId, email: DEMO.email, password: 'New-Demo-Passw0rd!' })).status).toBe(404);
  });

  it('limits reset mails to 5 per address in 15 minutes (429 with generalErrors)', async () => {
    for (let i = 0; i < 5; i++) await requestLink(DEMO.email);
    const limited = await post('/api/password/forgot', { email: DEMO.email });
    expect(limited.status).toBe(429);
    expect(limited.body['generalErrors']).toEqual([expect.objectContaining({ message: expect.stringMatching(/Too many attempts/) })]);
  });

  it('goes through the MFA branch for a two-factor user: twoFactorId → trustToken → complete', async () => {
    const { changePasswordId } = await requestLink(MFA.email);
    const password = 'New-Mfa-User-Passw0rd!';
    const first = await post('/api/password/reset', { changePasswordId, email: MFA.email, password });
    expect(first.body).toMatchObject({ success: true, mfaRequired: true, message: 'MFA verification required' });
    const twoFactorId = String(first.body['twoFactorId']);
    const wrong = await post('/api/password/reset/mfa/verify', { twoFactorId, code: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('InvalidMfaCode');
    // The password is not changed before the MFA step completes.
    expect((await post('/api/auth/check-mfa', MFA)).status).toBe(200);
    const verified = await post('/api/password/reset/mfa/verify', { twoFactorId, code: code() });
    expect(verified.status).toBe(200);
    const trustToken = String(verified.body['trustToken']);
    expect((await post('/api/password/reset/mfa/verify', { twoFactorId, code: code() })).status).toBe(404);
    const bad = await post('/api/password/reset/complete', { changePasswordId, password, trustToken: `${trustToken}x` });
    expect(bad.status).toBe(403);
    expect(bad.body).toMatchObject({ code: 'InvalidTrustToken', message: 'Invalid or expired trust token' });
    const done = await post('/api/password/reset/complete', { changePasswordId, password, trustToken });
    expect(done.body).toEqual({ success: true, message: 'Password has been reset' });
    expect((await post('/api/auth/check-mfa', MFA)).status).toBe(401);
    expect((await post('/api/auth/check-mfa', { ...MFA, password })).body).toMatchObject({ mfaRequired: true });
    expect((await post('/api/password/reset/complete', { changePasswordId, password, trustToken })).status).toBe(404);
  });

  it('expires the reset MFA step after 10 minutes and the trust token after 5', async () => {
    const { changePasswordId } = await requestLink(MFA.email);
    const password = 'New-Mfa-User-Passw0rd!';
    const first = await post('/api/password/reset', { changePasswordId, email: MFA.email, password });
    app.clock.advance(10 * MINUTE);
    const late = await post('/api/password/reset/mfa/verify', { twoFactorId: first.body['twoFactorId'], code: code() });
    expect(late.status).toBe(404);
    expect(late.body.message).toBe('MFA verification session not found. Please restart the password reset.');
    const again = await post('/api/password/reset', { changePasswordId, email: MFA.email, password });
    const verified = await post('/api/password/reset/mfa/verify', { twoFactorId: again.body['twoFactorId'], code: code() });
    app.clock.advance(5 * MINUTE);
    const expired = await post('/api/password/reset/complete', { changePasswordId, password, trustToken: verified.body['trustToken'] });
    expect(expired.status).toBe(403);
  });
});

describe('session, sign-out and due-time work', () => {
  it('answers 401 without a session and ends the session on logout', async () => {
    expect((await call('GET', '/api/auth/session')).status).toBe(401);
    const cookie = cookieOf(await post('/api/auth/login', DEMO));
    const logout = await post('/api/auth/logout', undefined, { cookie });
    expect(logout.status).toBe(200);
    expect(logout.cookies?.[0]).toMatch(/^sid=; .*Max-Age=0/);
    expect((await call('GET', '/api/auth/session', undefined, { cookie })).status).toBe(401);
  });

  it('sweeps expired sessions and sign-in challenges', async () => {
    await post('/api/auth/login', DEMO);
    await post('/api/auth/check-mfa', MFA);
    expect(app.store.count('sessions')).toBe(1);
    expect(app.store.count('mfaChallenges')).toBe(1);
    app.clock.advance(24 * 60 * MINUTE);
    app.services.sweep();
    expect(app.store.count('sessions')).toBe(0);
    expect(app.store.count('mfaChallenges')).toBe(0);
  });
});

describe('terms and privacy pages', () => {
  function fetchPage(path: string) {
    const result: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
    const res = {
      writeHead(status: number, headers: Record<string, unknown>) {
        result.status = status;
        result.headers = headers;
      },
      end(body?: string) {
        result.body = body;
      },
    } as unknown as ServerResponse;
    const handled = serveLegalPage({ method: 'GET' } as IncomingMessage, res, new URL(path, 'http://mock.local'));
    return { handled, ...result };
  }

  it('serves the terms and the privacy policy in each language', () => {
    const terms = fetchPage('/mock-pages/terms');
    expect(terms.handled).toBe(true);
    expect(terms.headers?.['Content-Type']).toMatch(/text\/html/);
    expect(terms.body).toContain('<h1>Terms of Service</h1>');
    expect(fetchPage('/mock-pages/privacy?lang=zh-TW').body).toContain('<h1>隱私權政策</h1>');
    expect(fetchPage('/mock-pages/privacy?lang=zh-CN').body).toContain('<html lang="zh-CN">');
    expect(fetchPage('/mock-pages/other').handled).toBe(false);
  });
});
