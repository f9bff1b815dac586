// Longer than 300 lines on purpose: the behaviour of the whole security domain, one describe per endpoint or rule with the spec's
// own cases, against one seeded app; split by endpoint, each file would repeat the same set-up.
import { createECDH } from 'node:crypto';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockApp, type MockApp } from '../../app';
import { verifyPassword } from '../../identity/passwords';
import { hashRecoveryCode, matchRecoveryCode } from '../../identity/recovery-codes';
import { createSession } from '../../identity/sessions';
import { base32Decode, totp } from '../../identity/totp';
import type { MockRequest } from '../../core/types';
import { SEEDED_MFA_RECOVERY_CODES } from './seed';
import { passwordChecklist } from '@contract-kit/rules/password-checklist';

let app: MockApp;
// These tests move the clock past codes' and throttles' expiries, which the 5-minute idle timeout would cut short:
// their sessions idle for up to a day (the idle timeout has its own tests in tests/security/sessions.test.ts).
const LONG_IDLE = { idleTimeoutMs: 24 * 60 * 60_000, lifetimeMs: 48 * 60 * 60_000 };
beforeEach(() => {
  app = createMockApp({ log: () => {}, sessions: LONG_IDLE });
});

type Json = Record<string, unknown> & { data?: Record<string, unknown> & { recoveryCodes?: string[] } };

function userBy(email: string) {
  const user = app.store.find('users', (candidate) => candidate.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/** A session cookie for a seeded user, without going through the sign-in flow (owned by the auth domain). */
function sessionFor(email: string): string {
  const { cookie } = createSession(app.store, app.clock, userBy(email).id, {}, app.services.sessionPolicy);
  app.store.flush();
  return cookie.split(';')[0] ?? '';
}

async function call(method: string, path: string, cookie: string | null, body?: unknown) {
  const url = new URL(path, 'http://mock.local');
  const request: MockRequest = {
    method,
    path: url.pathname,
    query: url.searchParams,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    bodyText: body === undefined ? undefined : JSON.stringify(body),
  };
  const response = await app.dispatcher.dispatch(request);
  return { status: response.status, body: response.body as Json, headers: response.headers ?? {} };
}

const mails = (to: string) =>
  app.store
    .list('outbox')
    .filter((mail) => mail.to === to)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
const codeNow = (secret: string) => totp(secret, app.clock.nowMs());

describe('password change (spec 02 §5, §7, §8)', () => {
  const path = '/api/password/change';

  it('checks the 8-character checklist: length, uppercase, lowercase, digit', () => {
    expect(passwordChecklist('Abcdefg1')).toEqual({ minLength: true, uppercase: true, lowercase: true, digit: true });
    expect(passwordChecklist('abc')).toEqual({ minLength: false, uppercase: false, lowercase: true, digit: false });
    expect(passwordChecklist('ABCDEFGH')).toMatchObject({ lowercase: false, digit: false });
  });

  it('changes the password, keeps this session and signs out every other session', async () => {
    const cookie = sessionFor('demo@example.com');
    const other = sessionFor('demo@example.com');
    const response = await call('POST', path, cookie, { currentPassword: 'Demo-Passw0rd!', newPassword: 'Better-Pass1', confirmPassword: 'Better-Pass1' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Password changed successfully' });
    expect(verifyPassword('Better-Pass1', userBy('demo@example.com').passwordHash)).toBe(true);
    expect((await call('GET', '/api/users/me', cookie)).status).toBe(200);
    expect((await call('GET', '/api/users/me', other)).status).toBe(401);
    expect(mails('demo@example.com').at(-1)?.subject).toMatch(/password was changed/);
  });

  it('refuses a wrong current password with the message the client shows', async () => {
    const cookie = sessionFor('demo@example.com');
    const response = await call('POST', path, cookie, { currentPassword: 'nope', newPassword: 'Better-Pass1', confirmPassword: 'Better-Pass1' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: 'Current password is incorrect', error: { details: { errorCode: 'InvalidCurrentPassword' } } });
  });

  it.each([
    ['a mismatch', 'Better-Pass1', 'Better-Pass2', 'PasswordMismatch'],
    ['no digit', 'Better-Pass', 'Better-Pass', 'WeakPassword'],
    ['no uppercase', 'better-pass1', 'better-pass1', 'WeakPassword'],
    ['no lowercase', 'BETTER-PASS1', 'BETTER-PASS1', 'WeakPassword'],
    ['the current password', 'Demo-Passw0rd!', 'Demo-Passw0rd!', 'SamePassword'],
  ])('refuses %s', async (_label, newPassword, confirmPassword, code) => {
    const cookie = sessionFor('demo@example.com');
    const response = await call('POST', path, cookie, { currentPassword: 'Demo-Passw0rd!', newPassword, confirmPassword });
    expect(response.status).toBe(422);
    expect(response.body['code']).toBe(code);
  });

  it('refuses fewer than 8 characters at the contract level', async () => {
    const cookie = sessionFor('demo@example.com');
    const response = await call('POST', path, cookie, { currentPassword: 'Demo-Passw0rd!', newPassword: 'Ab1', confirmPassword: 'Ab1' });
    expect(response.status).toBe(400);
  });

  it('throttles wrong current passwords: 429 after 5 within 15 minutes', async () => {
    const cookie = sessionFor('demo@example.com');
    const wrong = { currentPassword: 'wrong', newPassword: 'Better-Pass1', confirmPassword: 'Better-Pass1' };
    for (let i = 0; i < 5; i++) expect((await call('POST', path, cookie, wrong)).status).toBe(422);
    const limited = await call('POST', path, cookie, { ...wrong, currentPassword: 'Demo-Passw0rd!' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['Retry-After'])).toBeGreaterThan(0);
    app.clock.advance(15 * 60_000);
    expect((await call('POST', path, cookie, { ...wrong, currentPassword: 'Demo-Passw0rd!' })).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await call('POST', path, null, { currentPassword: 'x', newPassword: 'Better-Pass1', confirmPassword: 'Better-Pass1' })).status).toBe(401);
  });
});

describe('e-mail change (spec 02 §4, §5, §7, §8)', () => {
  it('mails a code to the NEW address and changes the address once verified', async () => {
    const cookie = sessionFor('demo@example.com');
    const started = await call('POST', '/api/email/change', cookie, { newEmail: 'Demo.New@Example.com', confirmEmail: 'demo.new@example.com' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ success: true, requiresMFA: false, userHasMFA: false });
    const mail = mails('demo.new@example.com').at(-1);
    expect(mail?.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(mails('demo@example.com')).toHaveLength(0);

    const verified = await call('POST', '/api/email/change/verify', cookie, { verificationId: started.body['verificationId'], code: mail?.code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, email: 'demo.new@example.com' });
    expect((await call('GET', '/api/users/me', cookie)).body.data?.['email']).toBe('demo.new@example.com');
    expect(mails('demo@example.com').at(-1)?.subject).toMatch(/email address was changed/);
  });

  it("refuses addresses that don't match", async () => {
    const cookie = sessionFor('demo@example.com');
    const response = await call('POST', '/api/email/change', cookie, { newEmail: 'a@example.com', confirmEmail: 'b@example.com' });
    expect(response.status).toBe(422);
    expect(response.body['message']).toBe("Email addresses don't match");
  });

  it('refuses the current address, case-insensitively', async () => {
    const cookie = sessionFor('demo@example.com');
    const response = await call('POST', '/api/email/change', cookie, { newEmail: 'DEMO@example.com', confirmEmail: 'DEMO@example.com' });
    expect(response.status).toBe(422);
    expect(response.body['code']).toBe('SameEmail');
  });

  it("answers an address of another account with a message containing 'already in use'", async () => {
    const cookie = sessionFor('demo@example.com');
    const response = await call('POST', '/api/email/change', cookie, { newEmail: 'friend@example.com', confirmEmail: 'friend@example.com' });
    expect(response.status).toBe(409);
    expect(String(response.body['message'])).toContain('already in use');
  });

  it('counts wrong codes, then ends the verification with 429', async () => {
    const cookie = sessionFor('demo@example.com');
    const started = await call('POST', '/api/email/change', cookie, { newEmail: 'x@example.com', confirmEmail: 'x@example.com' });
    const verificationId = started.body['verificationId'];
    for (let i = 0; i < 5; i++) {
      const wrong = await call('POST', '/api/email/change/verify', cookie, { verificationId, code: 'ZZZZZZ' });
      expect(wrong.status).toBe(422);
      expect(wrong.body['code']).toBe('InvalidVerificationCode');
    }
    const code = mails('x@example.com').at(-1)?.code;
    expect((await call('POST', '/api/email/change/verify', cookie, { verificationId, code })).status).toBe(429);
  });

  it('expires the code after 15 minutes', async () => {
    const cookie = sessionFor('demo@example.com');
    const started = await call('POST', '/api/email/change', cookie, { newEmail: 'x@example.com', confirmEmail: 'x@example.com' });
    app.clock.advance(15 * 60_000 + 1);
    const response = await call('POST', '/api/email/change/verify', cookie, { verificationId: started.body['verificationId'], code: mails('x@example.com').at(-1)?.code });
    expect(response.status).toBe(422);
    expect(response.body['code']).toBe('VerificationCodeExpired');
  });

  it('resends: a new id and code replace the old ones, at most once per 30 s', async () => {
    const cookie = sessionFor('demo@example.com');
    const started = await call('POST', '/api/email/change', cookie, { newEmail: 'x@example.com', confirmEmail: 'x@example.com' });
    const oldId = started.body['verificationId'];
    expect((await call('POST', '/api/email/change/resend', cookie, { verificationId: oldId })).status).toBe(429);
    app.clock.advance(30_000);
    const resent = await call('POST', '/api/email/change/resend', cookie, { verificationId: oldId });
    expect(resent.status).toBe(200);
    const newId = resent.body.data?.['verificationId'];
    expect(newId).not.toBe(oldId);
    const code = mails('x@example.com').at(-1)?.code;
    expect((await call('POST', '/api/email/change/verify', cookie, { verificationId: oldId, code })).status).toBe(404);
    expect((await call('POST', '/api/email/change/verify', cookie, { verificationId: newId, code })).status).toBe(200);
  });

  it("never lets a user use another user's verification", async () => {
    const demo = sessionFor('demo@example.com');
    const friend = sessionFor('friend@example.com');
    const started = await call('POST', '/api/email/change', demo, { newEmail: 'x@example.com', confirmEmail: 'x@example.com' });
    const code = mails('x@example.com').at(-1)?.code;
    expect((await call('POST', '/api/email/change/verify', friend, { verificationId: started.body['verificationId'], code })).status).toBe(404);
  });

  it('asks a user with MFA for an authenticator code after the mailed code', async () => {
    const cookie = sessionFor('mfa@example.com');
    const started = await call('POST', '/api/email/change', cookie, { newEmail: 'mia@example.com', confirmEmail: 'mia@example.com' });
    expect(started.body).toMatchObject({ requiresMFA: true, userHasMFA: true });
    const twoFactorId = started.body['twoFactorId'];
    expect(twoFactorId).toEqual(expect.any(String));
    const verificationId = started.body['verificationId'];
    const code = mails('mia@example.com').at(-1)?.code;

    const step = await call('POST', '/api/email/change/verify', cookie, { verificationId, code });
    expect(step.body).toMatchObject({ success: true, requiresMFA: true, twoFactorId });
    expect(userBy('mfa@example.com').email).toBe('mfa@example.com');

    const wrong = await call('POST', '/api/email/change/verify', cookie, { verificationId, code, twoFactorId, mfaCode: '000000' === codeNow('JBSWY3DPEHPK3PXP') ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    const done = await call('POST', '/api/email/change/verify', cookie, { verificationId, code, twoFactorId, mfaCode: codeNow('JBSWY3DPEHPK3PXP') });
    expect(done.status).toBe(200);
    expect(done.body['email']).toBe('mia@example.com');
  });
});

describe('MFA (spec 02 §4 MFA, §5, §7)', () => {
  async function enable(cookie: string) {
    const setup = await call('POST', '/api/mfa/setup', cookie);
    const secret = String(setup.body.data?.['secret']);
    const verify = await call('POST', '/api/mfa/verify', cookie, { code: codeNow(secret), secret });
    return { setup, secret, verify };
  }

  it('issues a real TOTP secret and a QR code of its otpauth URI', async () => {
    const cookie = sessionFor('demo@example.com');
    const { body, status } = await call('POST', '/api/mfa/setup', cookie);
    expect(status).toBe(200);
    const secret = String(body.data?.['secret']);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    const qr = String(body.data?.['qrCode']);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    const png = PNG.sync.read(Buffer.from(qr.split(',')[1] ?? '', 'base64'));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(`otpauth://totp/LookCard%3Ademo%40example.com?secret=${secret}&issuer=LookCard&algorithm=SHA1&digits=6&period=30`);
  });

  it('turns MFA on with a right code and returns 8 recovery codes whose hashes are stored', async () => {
    const cookie = sessionFor('demo@example.com');
    const { secret, verify } = await enable(cookie);
    expect(verify.status).toBe(200);
    const codes = verify.body.data?.recoveryCodes ?? [];
    expect(codes).toHaveLength(8);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{10}$/);
    const user = userBy('demo@example.com');
    expect(user).toMatchObject({ mfaEnabled: true, mfaSecret: secret });
    expect(user.recoveryCodeHashes).toEqual(codes.map(hashRecoveryCode));
    expect(JSON.stringify(user.recoveryCodeHashes)).not.toContain(codes[0]);
    const me = await call('GET', '/api/users/me', cookie);
    expect(me.body.data).toMatchObject({ mfaEnabled: true, twoFactor: { methods: [{ type: 'authenticator' }] } });
    expect((await call('POST', '/api/mfa/setup', cookie)).status).toBe(409);
  });

  it('refuses a wrong code, a secret it did not issue, and an expired set-up', async () => {
    const cookie = sessionFor('demo@example.com');
    const setup = await call('POST', '/api/mfa/setup', cookie);
    const secret = String(setup.body.data?.['secret']);
    const wrongCode = codeNow(secret) === '123456' ? '654321' : '123456';
    const wrong = await call('POST', '/api/mfa/verify', cookie, { code: wrongCode, secret });
    expect(wrong.status).toBe(422);
    expect(wrong.body['message']).toBe('Invalid verification code');
    const foreign = 'JBSWY3DPEHPK3PXP';
    expect((await call('POST', '/api/mfa/verify', cookie, { code: codeNow(foreign), secret: foreign })).status).toBe(422);
    app.clock.advance(10 * 60_000 + 1);
    const expired = await call('POST', '/api/mfa/verify', cookie, { code: codeNow(secret), secret });
    expect(expired.body['code']).toBe('MfaSetupExpired');
    expect(userBy('demo@example.com').mfaEnabled).toBe(false);
  });

  it('regenerates recovery codes only with explicit confirmation', async () => {
    const cookie = sessionFor('demo@example.com');
    const { verify } = await enable(cookie);
    const first = verify.body.data?.recoveryCodes ?? [];
    const ask = await call('POST', '/api/mfa/recovery-codes', cookie, { mode: 'regenerate' });
    expect(ask.status).toBe(200);
    expect(ask.body).toMatchObject({ requiresConfirmation: true, data: { recoveryCodes: [] } });
    expect(userBy('demo@example.com').recoveryCodeHashes).toEqual(first.map(hashRecoveryCode));
    // Mode setup cannot be used to bypass the confirmation while codes exist.
    expect((await call('POST', '/api/mfa/recovery-codes', cookie, { mode: 'setup' })).body).toMatchObject({ requiresConfirmation: true });

    const confirmed = await call('POST', '/api/mfa/recovery-codes', cookie, { mode: 'regenerate', confirmed: true });
    const next = confirmed.body.data?.recoveryCodes ?? [];
    expect(next).toHaveLength(8);
    expect(next).not.toEqual(first);
    const hashes = userBy('demo@example.com').recoveryCodeHashes;
    expect(matchRecoveryCode(first[0] ?? '', hashes)).toBe(-1);
    expect(matchRecoveryCode((next[3] ?? '').toLowerCase(), hashes)).toBe(3);
  });

  it('issues setup codes when the user has none left, and refuses without MFA', async () => {
    const cookie = sessionFor('demo@example.com');
    expect((await call('POST', '/api/mfa/recovery-codes', cookie, { mode: 'setup' })).status).toBe(409);
    await enable(cookie);
    app.store.put('users', { ...userBy('demo@example.com'), recoveryCodeHashes: [] });
    const issued = await call('POST', '/api/mfa/recovery-codes', cookie, { mode: 'setup' });
    expect(issued.body.data?.recoveryCodes).toHaveLength(8);
  });

  it('disables MFA with a current code, removing the secret and every recovery code', async () => {
    const cookie = sessionFor('mfa@example.com');
    const methodId = ((await call('GET', '/api/users/me', cookie)).body.data?.['twoFactor'] as { methods: { id: string }[] }).methods[0]?.id;
    expect((await call('POST', '/api/mfa/disable', cookie, { code: codeNow('JBSWY3DPEHPK3PXP') === '000000' ? '111111' : '000000', methodId })).status).toBe(422);
    expect((await call('POST', '/api/mfa/disable', cookie, { code: codeNow('JBSWY3DPEHPK3PXP'), methodId: 'someone-else' })).status).toBe(404);
    const done = await call('POST', '/api/mfa/disable', cookie, { code: codeNow('JBSWY3DPEHPK3PXP'), methodId });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: 'Two-factor authentication has been disabled' });
    expect(userBy('mfa@example.com')).toMatchObject({ mfaEnabled: false, mfaSecret: null, recoveryCodeHashes: [] });
    expect((await call('POST', '/api/mfa/disable', cookie, { code: '123456' })).status).toBe(409);
  });

  it("accepts the fallback method id 'authenticator' and throttles wrong codes", async () => {
    const cookie = sessionFor('mfa@example.com');
    for (let i = 0; i < 5; i++) await call('POST', '/api/mfa/disable', cookie, { code: codeNow('JBSWY3DPEHPK3PXP') === '000000' ? '111111' : '000000', methodId: 'authenticator' });
    expect((await call('POST', '/api/mfa/disable', cookie, { code: codeNow('JBSWY3DPEHPK3PXP'), methodId: 'authenticator' })).status).toBe(429);
  });

  it('seeds recovery codes for mfa@example.com', () => {
    const hashes = userBy('mfa@example.com').recoveryCodeHashes;
    expect(hashes).toHaveLength(SEEDED_MFA_RECOVERY_CODES.length);
    expect(matchRecoveryCode(SEEDED_MFA_RECOVERY_CODES[0], hashes)).toBe(0);
  });
});

describe('sweep', () => {
  it('removes expired set-ups and e-mail changes a day after expiry, and finished throttling windows', async () => {
    const cookie = sessionFor('demo@example.com');
    await call('POST', '/api/mfa/setup', cookie);
    await call('POST', '/api/email/change', cookie, { newEmail: 'x@example.com', confirmEmail: 'x@example.com' });
    app.clock.advance(60 * 60_000);
    app.services.sweep();
    expect(app.store.count('mfaSetups')).toBe(1);
    expect(app.store.count('emailChanges')).toBe(1);
    expect(app.store.count('securityAttempts')).toBe(0);
    app.clock.advance(24 * 60 * 60_000);
    app.services.sweep();
    expect(app.store.count('mfaSetups')).toBe(0);
    expect(app.store.count('emailChanges')).toBe(0);
  });
});

describe('referral, language, push (spec 02 §3, §7)', () => {
  it('returns the referral code', async () => {
    const cookie = sessionFor('demo@example.com');
    const response = await call('GET', '/api/referral/code', cookie);
    expect(response.body).toEqual({ code: userBy('demo@example.com').referralCode });
  });

  it('reads and stores the language: en, zh-CN and zh-TW only', async () => {
    const cookie = sessionFor('demo@example.com');
    const read = await call('GET', '/api/users/language', cookie);
    expect(read.body.data?.['language']).toBe('en');
    expect((read.body.data?.['languages'] as { code: string; enabled: boolean }[]).map((l) => [l.code, l.enabled])).toEqual([
      ['en', true],
      ['zh-CN', true],
      ['zh-TW', true],
    ]);
    expect((await call('POST', '/api/users/language', cookie, { language: 'zh-TW' })).body).toEqual({ success: true, data: { language: 'zh-TW' } });
    expect((await call('GET', '/api/users/language', cookie)).body.data?.['language']).toBe('zh-TW');
    expect((await call('POST', '/api/users/language', cookie, { language: 'fr' })).status).toBe(400);
  });

  it('serves a real uncompressed P-256 VAPID public key, the same for the same seed', async () => {
    const cookie = sessionFor('demo@example.com');
    const key = String((await call('GET', '/api/notification/vapid-public-key', cookie)).body['publicKey']);
    const bytes = Buffer.from(key, 'base64url');
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    // A valid curve point: ECDH with it succeeds.
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    expect(browser.computeSecret(bytes)).toHaveLength(32);
    const again = createMockApp({ log: () => {} });
    const { cookie: otherCookie } = createSession(again.store, again.clock, again.store.list('users')[0]?.id ?? '');
    const response = await again.dispatcher.dispatch({
      method: 'GET',
      path: '/api/notification/vapid-public-key',
      query: new URLSearchParams(),
      headers: { cookie: otherCookie.split(';')[0] },
      bodyText: undefined,
    });
    expect((response.body as { publicKey: string }).publicKey).toBe(key);
  });

  const subscription = () => {
    const browserKey = createECDH('prime256v1');
    browserKey.generateKeys();
    return {
      endpoint: 'https://fcm.googleapis.com/fcm/send/dQ3x7Yk2Lq0:APA91bHq2kR7vX4mZ9',
      expirationTime: null,
      keys: { p256dh: browserKey.getPublicKey().toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') },
    };
  };

  it('stores a push subscription for the own profile, replacing the same endpoint', async () => {
    const cookie = sessionFor('demo@example.com');
    const profileId = userBy('demo@example.com').profileId;
    const first = await call('POST', '/api/notification/subscribe', cookie, { profileId, subscription: subscription() });
    expect(first.status).toBe(201);
    expect((await call('POST', '/api/notification/subscribe', cookie, { profileId, subscription: subscription() })).status).toBe(201);
    const stored = app.store.list('pushSubscriptions');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ userId: userBy('demo@example.com').id, profileId });
  });

  it('refuses another profile (403) and a malformed subscription (400)', async () => {
    const cookie = sessionFor('demo@example.com');
    expect((await call('POST', '/api/notification/subscribe', cookie, { profileId: userBy('friend@example.com').profileId, subscription: subscription() })).status).toBe(403);
    const profileId = userBy('demo@example.com').profileId;
    const bad = await call('POST', '/api/notification/subscribe', cookie, {
      profileId,
      subscription: { endpoint: 'http://push.example.com/x', keys: { p256dh: 'AAAA', auth: 'short' } },
    });
    expect(bad.status).toBe(400);
    expect((bad.body['issues'] as { path: string }[]).map((issue) => issue.path)).toEqual(['body.subscription.endpoint', 'body.subscription.keys.p256dh', 'body.subscription.keys.auth']);
  });
});

describe('users (spec 02 §7 Users)', () => {
  it('returns the own record and never another user (404)', async () => {
    const cookie = sessionFor('demo@example.com');
    const demo = userBy('demo@example.com');
    const me = await call('GET', '/api/users/me', cookie);
    expect(me.body.data).toMatchObject({ id: demo.id, profileId: demo.profileId, email: demo.email, fullname: 'Demo User', verified: true });
    expect(JSON.stringify(me.body)).not.toMatch(/passwordHash|mfaSecret|recoveryCode/);
    expect((await call('GET', `/api/users/${demo.id}`, cookie)).status).toBe(200);
    expect((await call('GET', `/api/users/${userBy('friend@example.com').id}`, cookie)).status).toBe(404);
  });

  it('lists only the own record, filtered by profileId and uid', async () => {
    const cookie = sessionFor('demo@example.com');
    const demo = userBy('demo@example.com');
    expect((await call('GET', '/api/users', cookie)).body.data).toMatchObject({ skip: 0, take: 10, total: 1, data: [{ id: demo.id }] });
    expect((await call('GET', `/api/users?profileId=${demo.profileId}`, cookie)).body.data?.['total']).toBe(1);
    expect((await call('GET', `/api/users?uid=${userBy('friend@example.com').id}`, cookie)).body.data).toMatchObject({ total: 0, data: [] });
  });

  it('looks up a verified user by e-mail, case-insensitively, with identity fields only', async () => {
    const cookie = sessionFor('demo@example.com');
    const found = await call('GET', '/api/users/email/FRIEND%40example.com', cookie);
    expect(found.status).toBe(200);
    expect(Object.keys(found.body.data ?? {}).sort()).toEqual(['email', 'fullname', 'id', 'profileId', 'username']);
    expect((await call('GET', '/api/users/email/nobody%40example.com', cookie)).status).toBe(404);
    expect((await call('GET', '/api/users/email/unverified%40example.com', cookie)).status).toBe(404);
  });

  it('updates the own record partially and refuses a taken username', async () => {
    const cookie = sessionFor('demo@example.com');
    const id = userBy('demo@example.com').id;
    const updated = await call('PATCH', `/api/users/${id}`, cookie, { fullname: 'Dee Mo' });
    expect(updated.body.data).toMatchObject({ fullname: 'Dee Mo', username: 'demo' });
    expect((await call('PATCH', `/api/users/${id}`, cookie, { username: 'FRIEND' })).status).toBe(409);
    expect((await call('PATCH', `/api/users/${userBy('friend@example.com').id}`, cookie, { fullname: 'X' })).status).toBe(404);
    expect((await call('PATCH', `/api/users/${id}`, cookie, {})).status).toBe(400);
    expect((await call('PATCH', `/api/users/${id}`, cookie, { email: 'x@example.com' })).status).toBe(400);
  });

  it('creates an unverified user with the spec 01 password policy', async () => {
    const cookie = sessionFor('demo@example.com');
    const created = await call('POST', '/api/users', cookie, { email: 'Alice@Example.com', password: 'Alice-Passw0rd!', fullname: 'Alice Chen' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ email: 'alice@example.com', username: 'alice', verified: false, mfaEnabled: false, language: 'en' });
    expect((await call('POST', '/api/users', cookie, { email: 'alice@example.com', password: 'Alice-Passw0rd!' })).body['code']).toBe('DuplicateEmail');
    expect((await call('POST', '/api/users', cookie, { email: 'bob@example.com', password: 'Bob-Passw0rd!', username: 'Demo' })).body['code']).toBe('DuplicateUsername');
    expect((await call('POST', '/api/users', cookie, { email: 'bob@example.com', password: 'bobpassword12' })).body['code']).toBe('InvalidPassword');
  });
});
