import { describe, expect, it } from 'vitest';
import { ApiError, INVALID_RESPONSE_CODE, NETWORK_ERROR_CODE } from '@/api/errors';
import { InvalidServerResponseError, signInErrorMessage } from './errors';
import { registrationErrorMessage, resetErrorMessage, verificationErrorMessage } from './flow-errors';

const apiError = (status: number, init: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) => new ApiError({ status, message: 'x', ...init });

describe('error messages of the access flows (spec 01 §8)', () => {
  it('registration codes', () => {
    expect(registrationErrorMessage(apiError(409, { code: 'DuplicateEmail' })).id).toBe('auth.register.duplicateEmail');
    expect(registrationErrorMessage(apiError(409, { code: 'DuplicateUsername' })).id).toBe('auth.register.duplicateUsername');
    expect(registrationErrorMessage(apiError(422, { code: 'InvalidPassword' })).id).toBe('auth.register.invalidPassword');
    expect(registrationErrorMessage(apiError(422, { code: 'PasswordMismatch' })).id).toBe('auth.passwordMismatch');
    expect(registrationErrorMessage(apiError(400, { issues: [{ path: 'body.password', message: 'too short' }] })).id).toBe('auth.register.invalidPassword');
    expect(registrationErrorMessage(apiError(500)).id).toBe('app.error.generic');
  });

  it('e-mail verification codes: NoVerificationId and VerificationCodeExpired ask for a resend', () => {
    for (const code of ['NoVerificationId', 'VerificationCodeExpired']) {
      expect(verificationErrorMessage(apiError(422, { details: { errorCode: code } }))).toEqual({ id: 'auth.verify.resendNeeded' });
    }
    expect(verificationErrorMessage(apiError(400, { code: 'ValidationError', details: { errorCode: 'InvalidVerificationFormat' } })).id).toBe('auth.verify.codeFormat');
    expect(verificationErrorMessage(apiError(422, { details: { errorCode: 'InvalidVerificationCode' } })).id).toBe('auth.verify.invalidCode');
  });

  it('reset: trust-token or MFA-required text gives the MFA restart message', () => {
    expect(resetErrorMessage(apiError(403, { message: 'Invalid or expired trust token' }))).toEqual({ id: 'auth.reset.mfaRestart' });
    expect(resetErrorMessage(apiError(403, { message: 'MFA required for this reset' })).id).toBe('auth.reset.mfaRestart');
    expect(resetErrorMessage(apiError(403, { message: 'Denied', details: { errorCode: 'InvalidTrustToken' } })).id).toBe('auth.reset.mfaRestart');
    expect(resetErrorMessage(apiError(404, { message: 'MFA verification session not found' }), 'mfa').id).toBe('auth.reset.mfaRestart');
    expect(resetErrorMessage(apiError(404, { message: 'Reset link not found' })).id).toBe('auth.reset.linkInvalid');
    expect(resetErrorMessage(apiError(422, { details: { errorCode: 'ResetLinkExpired' } })).id).toBe('auth.reset.linkExpired');
    expect(resetErrorMessage(apiError(422, { details: { errorCode: 'InvalidMfaCode' } })).id).toBe('auth.mfa.invalidCode');
  });

  it('reset: an empty or unreadable response gives the invalid-server-response message', () => {
    expect(resetErrorMessage(new InvalidServerResponseError()).id).toBe('auth.reset.invalidResponse');
    expect(resetErrorMessage(apiError(200, { code: INVALID_RESPONSE_CODE })).id).toBe('auth.reset.invalidResponse');
  });

  it('sign-in, throttling and network errors', () => {
    expect(signInErrorMessage(apiError(401, { code: 'InvalidCredentials' })).id).toBe('auth.error.invalidCredentials');
    expect(signInErrorMessage(apiError(401, { code: 'InvalidMfaCode' })).id).toBe('auth.mfa.invalidCode');
    expect(signInErrorMessage(apiError(401, { code: 'MfaSessionExpired' })).id).toBe('auth.mfa.sessionExpired');
    expect(signInErrorMessage(apiError(429, { retryAfterSeconds: 300 }))).toEqual({ id: 'auth.error.tooManyAttempts', values: { seconds: 300 } });
    expect(signInErrorMessage(apiError(429))).toEqual({ id: 'auth.error.tooManyAttempts', values: { seconds: 60 } });
    expect(signInErrorMessage(apiError(0, { code: NETWORK_ERROR_CODE })).id).toBe('auth.error.network');
    expect(signInErrorMessage(new Error('boom')).id).toBe('app.error.generic');
  });
});
