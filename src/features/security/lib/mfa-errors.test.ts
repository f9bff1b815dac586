import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { mfaErrorToast } from './mfa-errors';

const error = (status: number, code?: string) => new ApiError({ status, message: 'x', code, details: code ? { errorCode: code } : {} });

describe('MFA errors by status (spec 02 §8 MFA)', () => {
  it.each([
    [404, 'security.mfa.error.serviceUnavailable.title', 'security.mfa.error.serviceUnavailable.body'],
    [503, 'security.mfa.error.temporarilyUnavailable.title', 'security.mfa.error.temporarilyUnavailable.body'],
    [401, 'security.mfa.error.authRequired.title', 'security.mfa.error.authRequired.body'],
    [500, 'security.mfa.error.server.title', 'security.mfa.error.server.body'],
    [502, 'security.mfa.error.server.title', 'security.mfa.error.server.body'],
  ])('maps %i the same way for setup and verify', (status, title, description) => {
    expect(mfaErrorToast(error(status), 'setup')).toEqual({ title, description });
    expect(mfaErrorToast(error(status), 'verify')).toEqual({ title, description });
  });

  it("defaults to 'Invalid verification code' when verifying", () => {
    expect(mfaErrorToast(error(422, 'InvalidMfaCode'), 'verify').description).toBe('security.mfa.error.invalidCode');
    expect(mfaErrorToast(new Error('boom'), 'verify').description).toBe('security.mfa.error.invalidCode');
  });

  it('explains an expired set-up and throttling', () => {
    expect(mfaErrorToast(error(422, 'MfaSetupExpired'), 'verify').description).toBe('security.mfa.error.setupExpired');
    const limited = new ApiError({ status: 429, message: 'x', retryAfterSeconds: 42 });
    expect(mfaErrorToast(limited, 'verify')).toMatchObject({ description: 'security.mfa.error.tooManyAttempts.body', values: { seconds: 42 } });
  });

  it('says set-up failed for other set-up errors', () => {
    expect(mfaErrorToast(error(409), 'setup').title).toBe('security.mfa.error.setupFailed.title');
  });
});
