import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { accountChangeErrorMessage, mfaErrorMessage, mfaManageErrorMessage } from './errors';

const error = (status: number, code?: string) => new ApiError({ status, message: 'x', code, details: code ? { errorCode: code } : {} });

describe('MFA errors by status (spec 02 §8 MFA)', () => {
  it.each([
    [404, 'security.mfa.error.serviceUnavailable.title', 'security.mfa.error.serviceUnavailable.body'],
    [503, 'security.mfa.error.temporarilyUnavailable.title', 'security.mfa.error.temporarilyUnavailable.body'],
    [401, 'security.mfa.error.authRequired.title', 'security.mfa.error.authRequired.body'],
    [500, 'security.mfa.error.server.title', 'security.mfa.error.server.body'],
    [502, 'security.mfa.error.server.title', 'security.mfa.error.server.body'],
  ])('maps %i the same way for setup and verify', (status, title, description) => {
    expect(mfaErrorMessage(error(status), 'setup')).toEqual({ title, id: description });
    expect(mfaErrorMessage(error(status), 'verify')).toEqual({ title, id: description });
  });

  it("defaults to 'Invalid verification code' when verifying", () => {
    expect(mfaErrorMessage(error(422, 'InvalidMfaCode'), 'verify').id).toBe('security.mfa.error.invalidCode');
    expect(mfaErrorMessage(new Error('boom'), 'verify').id).toBe('security.mfa.error.invalidCode');
  });

  it('explains an expired set-up and throttling', () => {
    expect(mfaErrorMessage(error(422, 'MfaSetupExpired'), 'verify').id).toBe('security.mfa.error.setupExpired');
    const limited = new ApiError({ status: 429, message: 'x', retryAfterSeconds: 42 });
    expect(mfaErrorMessage(limited, 'verify')).toMatchObject({ id: 'security.mfa.error.tooManyAttempts.body', values: { seconds: 42 } });
  });

  it('says set-up failed for other set-up errors', () => {
    expect(mfaErrorMessage(error(409), 'setup').title).toBe('security.mfa.error.setupFailed.title');
  });
});

describe('account changes and MFA management (spec 02 §8)', () => {
  const KNOWN = { SamePassword: 'security.password.error.sameAsCurrent' } as const;
  const DEFAULTS = { explained: 'security.password.error.currentIncorrect', other: 'security.common.unexpectedError' } as const;

  it("says how long to wait, uses the client's words for a known code, else the server's, else the defaults", () => {
    expect(accountChangeErrorMessage(new ApiError({ status: 429, message: 'x', retryAfterSeconds: 42 }), KNOWN, DEFAULTS)).toEqual({ id: 'security.common.tooManyAttempts', values: { seconds: 42 } });
    expect(accountChangeErrorMessage(error(422, 'SamePassword'), KNOWN, DEFAULTS)).toEqual({ id: 'security.password.error.sameAsCurrent' });
    expect(accountChangeErrorMessage(new ApiError({ status: 400, message: 'Password too long' }), KNOWN, DEFAULTS)).toEqual({ id: DEFAULTS.explained, serverText: 'Password too long' });
    expect(accountChangeErrorMessage(error(500), KNOWN, DEFAULTS)).toEqual({ id: DEFAULTS.other });
    expect(accountChangeErrorMessage(new Error('boom'), KNOWN, DEFAULTS)).toEqual({ id: DEFAULTS.other });
  });

  it("keeps the MFA toast for a status the MFA rules name, else the action's title with the server's message", () => {
    expect(mfaManageErrorMessage(error(503), 'security.mfa.disable.failed')).toEqual({
      title: 'security.mfa.error.temporarilyUnavailable.title',
      id: 'security.mfa.error.temporarilyUnavailable.body',
    });
    expect(mfaManageErrorMessage(new ApiError({ status: 409, message: 'Already disabled' }), 'security.mfa.disable.failed')).toEqual({
      title: 'security.mfa.disable.failed',
      id: 'security.mfa.error.invalidCode',
      serverText: 'Already disabled',
    });
    expect(mfaManageErrorMessage(error(422, 'InvalidMfaCode'), 'security.mfa.disable.failed')).toEqual({ title: 'security.mfa.disable.failed', id: 'security.mfa.error.invalidCode' });
  });
});
