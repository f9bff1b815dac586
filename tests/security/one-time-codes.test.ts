import { describe, expect, it } from 'vitest';
import { totp, SEEDED_MFA_SECRET, SEEDED_MFA_RECOVERY_CODES } from '../../mock-server/testing';
import { mockCaller, USERS, type Caller } from './support';

/**
 * A TOTP code is accepted once per user across every endpoint that takes one (mfa-login,
 * MFA disable, e-mail change, the reset's MFA step, set-up verify), and a recovery code once.
 */

const codeAt = (caller: Caller, secret = SEEDED_MFA_SECRET) => totp(secret, caller.app.clock.nowMs());

/** Signs the MFA user in with the current code: that code is now used. */
async function signInWithCode(caller: Caller, code: string): Promise<{ status: number; cookie: string }> {
  const check = await caller.call('POST', '/api/auth/check-mfa', { body: USERS.mfa });
  const mfa = await caller.call('POST', '/api/auth/mfa-login', { body: { twoFactorTrustId: check.body['twoFactorTrustId'], code } });
  if (mfa.status !== 200) return { status: mfa.status, cookie: '' };
  const login = await caller.call('POST', '/api/auth/login', { body: { ...USERS.mfa, twoFactorTrustId: check.body['twoFactorTrustId'] } });
  return { status: login.status, cookie: login.cookies?.[0]?.split(';')[0] ?? '' };
}

/** Starts an e-mail change for the signed-in MFA user and gets to its MFA step. */
async function emailChangeMfaStep(caller: Caller, cookie: string) {
  const started = await caller.call('POST', '/api/email/change', { cookie, body: { newEmail: 'mfa.new@example.com', confirmEmail: 'mfa.new@example.com' } });
  const mail = caller.app.store.list('outbox').find((candidate) => candidate.to === 'mfa.new@example.com');
  return { verificationId: started.body['verificationId'], twoFactorId: started.body['twoFactorId'], code: mail?.code };
}

/** Asks for a reset link and gets to the reset's MFA step. */
async function resetMfaStep(caller: Caller): Promise<string> {
  await caller.call('POST', '/api/password/forgot', { body: { email: USERS.mfa.email } });
  const reset = caller.app.store.list('passwordResets').find((record) => record.email === USERS.mfa.email);
  const step = await caller.call('POST', '/api/password/reset', {
    body: { changePasswordId: reset?.id, email: USERS.mfa.email, password: 'New-Mfa-Passw0rd!' },
  });
  if (step.status !== 200 || typeof step.body['twoFactorId'] !== 'string') throw new Error(`no reset MFA step: ${step.status} ${JSON.stringify(step.body)}`);
  return step.body['twoFactorId'];
}

describe('a TOTP code is accepted once per user, across endpoints', () => {
  it('a code used at mfa-login does not disable MFA', async () => {
    const caller = mockCaller();
    const code = codeAt(caller);
    const { status, cookie } = await signInWithCode(caller, code);
    expect(status).toBe(200);
    const disable = await caller.call('POST', '/api/mfa/disable', { cookie, body: { code } });
    expect(disable.status).toBe(422);
    expect(disable.body).toMatchObject({ code: 'InvalidMfaCode' });
    expect(caller.userOf(USERS.mfa.email).mfaEnabled).toBe(true);
  });

  it('a code used at mfa-login does not confirm an e-mail change', async () => {
    const caller = mockCaller();
    const code = codeAt(caller);
    const { cookie } = await signInWithCode(caller, code);
    const step = await emailChangeMfaStep(caller, cookie);
    const verify = await caller.call('POST', '/api/email/change/verify', { cookie, body: { verificationId: step.verificationId, code: step.code, twoFactorId: step.twoFactorId, mfaCode: code } });
    expect(verify.status).toBe(422);
    expect(caller.userOf(USERS.mfa.email).email).toBe(USERS.mfa.email);
  });

  it('a code used at the reset MFA step does not sign in', async () => {
    const caller = mockCaller();
    const code = codeAt(caller);
    const twoFactorId = await resetMfaStep(caller);
    const verify = await caller.call('POST', '/api/password/reset/mfa/verify', { body: { twoFactorId, code } });
    expect(verify.status).toBe(200);
    expect((await signInWithCode(caller, code)).status).toBe(401);
  });

  it('a code that confirmed an e-mail change is not accepted by the reset MFA step', async () => {
    const caller = mockCaller();
    const cookie = caller.sessionOf(USERS.mfa.email);
    const code = codeAt(caller);
    const twoFactorId = await resetMfaStep(caller);
    const step = await emailChangeMfaStep(caller, cookie);
    const verify = await caller.call('POST', '/api/email/change/verify', { cookie, body: { verificationId: step.verificationId, code: step.code, twoFactorId: step.twoFactorId, mfaCode: code } });
    expect(verify.status).toBe(200);
    const reset = await caller.call('POST', '/api/password/reset/mfa/verify', { body: { twoFactorId, code } });
    expect(reset.status).toBe(422);
  });

  it('a code that finished MFA set-up does not disable it again at once', async () => {
    const caller = mockCaller();
    const cookie = caller.sessionOf(USERS.demo.email);
    const setup = await caller.call('POST', '/api/mfa/setup', { cookie });
    const secret = String((setup.body.data as { secret: string }).secret);
    const code = codeAt(caller, secret);
    expect((await caller.call('POST', '/api/mfa/verify', { cookie, body: { code, secret } })).status).toBe(200);
    const disable = await caller.call('POST', '/api/mfa/disable', { cookie, body: { code } });
    expect(disable.status).toBe(422);
    expect(caller.userOf(USERS.demo.email).mfaEnabled).toBe(true);
  });
});

describe('a recovery code is accepted once', () => {
  it('signs in once with a recovery code, and never again with the same one (any endpoint)', async () => {
    const caller = mockCaller();
    const recovery = SEEDED_MFA_RECOVERY_CODES[0];
    expect((await signInWithCode(caller, recovery)).status).toBe(200);
    expect((await signInWithCode(caller, recovery)).status).toBe(401);
    const twoFactorId = await resetMfaStep(caller);
    expect((await caller.call('POST', '/api/password/reset/mfa/verify', { body: { twoFactorId, code: recovery } })).status).toBe(422);
  });
});
