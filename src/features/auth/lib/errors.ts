import { INVALID_RESPONSE_CODE, isApiError, type ApiError } from '@/api/errors';
import type { MessageId } from './validation';

/**
 * Maps API errors of the access flows to the spec's messages (spec 01 §8). Known codes get their
 * message; anything else a generic one — never a blank screen or a raw server text.
 */
export interface AuthMessage {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** Seconds to wait after a 429 (retryAfterSeconds / Retry-After), else undefined. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined;
  return error.retryAfterSeconds ?? 60;
}

/** Messages every flow shares: throttling, network, malformed answers, anything unknown. */
export function commonErrorMessage(error: unknown): AuthMessage {
  if (!isApiError(error)) return { id: 'app.error.generic' };
  if (error.status === 429) return { id: 'auth.error.tooManyAttempts', values: { seconds: retryAfterOf(error) ?? 60 } };
  // Not sent at all (the device is offline): say so, and that the entries are kept.
  if (error.isOffline) return { id: 'app.error.offline' };
  if (error.isNetworkError) return { id: 'auth.error.network' };
  if (error.code === INVALID_RESPONSE_CODE) return { id: 'auth.reset.invalidResponse' };
  return { id: 'app.error.generic' };
}

const codeOf = (error: unknown): string | undefined => (isApiError(error) ? error.errorCode : undefined);
const hasIssue = (error: ApiError, field: string) => error.issues.some((issue) => issue.path === `body.${field}`);

/** Sign-in: check-mfa, mfa-login, login. */
export function signInErrorMessage(error: unknown): AuthMessage {
  switch (codeOf(error)) {
    case 'InvalidCredentials':
      return { id: 'auth.error.invalidCredentials' };
    case 'InvalidMfaCode':
      return { id: 'auth.mfa.invalidCode' };
    case 'MfaSessionExpired':
    case 'MfaRequired':
      return { id: 'auth.mfa.sessionExpired' };
    default:
      return commonErrorMessage(error);
  }
}

/** Spec 01 §8 registration codes: DuplicateEmail, DuplicateUsername, InvalidPassword. */
export function registrationErrorMessage(error: unknown): AuthMessage {
  switch (codeOf(error)) {
    case 'DuplicateEmail':
      return { id: 'auth.register.duplicateEmail' };
    case 'DuplicateUsername':
      return { id: 'auth.register.duplicateUsername' };
    case 'InvalidPassword':
      return { id: 'auth.register.invalidPassword' };
    case 'PasswordMismatch':
      return { id: 'auth.passwordMismatch' };
  }
  if (isApiError(error) && error.status === 400) {
    if (hasIssue(error, 'password') || hasIssue(error, 'confirmPassword')) return { id: 'auth.register.invalidPassword' };
    if (hasIssue(error, 'referralCode')) return { id: 'auth.validation.referral' };
    if (hasIssue(error, 'email')) return { id: 'auth.validation.emailInvalid' };
    if (hasIssue(error, 'username')) return { id: 'auth.validation.usernameRequired' };
  }
  return commonErrorMessage(error);
}

export interface VerificationErrorView extends AuthMessage {
  /** Spec 01 §4: an expired or missing verification id flags that a resend is needed. */
  isResendNeeded: boolean;
}

/** Spec 01 §8 e-mail verification codes. */
export function verificationErrorMessage(error: unknown): VerificationErrorView {
  switch (codeOf(error)) {
    case 'NoVerificationId':
    case 'VerificationCodeExpired':
      return { id: 'auth.verify.resendNeeded', isResendNeeded: true };
    case 'InvalidVerificationFormat':
      return { id: 'auth.verify.codeFormat', isResendNeeded: false };
    case 'InvalidVerificationCode':
      return { id: 'auth.verify.invalidCode', isResendNeeded: false };
    case 'InvalidMfaCode':
      return { id: 'auth.mfa.invalidCode', isResendNeeded: false };
  }
  if (isApiError(error) && error.status === 400 && hasIssue(error, 'verificationCode')) return { id: 'auth.verify.codeFormat', isResendNeeded: false };
  return { ...commonErrorMessage(error), isResendNeeded: false };
}

export interface ResetErrorView extends AuthMessage {
  /** The MFA step must be done again (spec 01 §8 Reset: trust-token or MFA-required text). */
  isMfaRestart: boolean;
}

/** Thrown when a reset call answers without a usable body (spec 01 §8: invalid-server-response message). */
export class InvalidServerResponseError extends Error {
  constructor() {
    super('Invalid server response');
    this.name = 'InvalidServerResponseError';
  }
}

const MFA_RESTART_TEXT = /trust[\s_-]*token|mfa[\s_-]*required/i;

/**
 * Spec 01 §8 Reset: a response matching trust-token or MFA-required text gives the MFA restart message;
 * an empty response the invalid-server-response message. In the MFA step (`step: 'mfa'`), an unknown or
 * expired twoFactorId (404) also means starting the MFA step again.
 */
export function resetErrorMessage(error: unknown, step: 'reset' | 'mfa' = 'reset'): ResetErrorView {
  if (error instanceof InvalidServerResponseError) return { id: 'auth.reset.invalidResponse', isMfaRestart: false };
  if (isApiError(error)) {
    if (MFA_RESTART_TEXT.test(`${error.message} ${error.errorCode ?? ''}`) || (step === 'mfa' && error.status === 404)) {
      return { id: 'auth.reset.mfaRestart', isMfaRestart: true };
    }
    switch (error.errorCode) {
      case 'ResetLinkExpired':
        return { id: 'auth.reset.linkExpired', isMfaRestart: false };
      case 'InvalidPassword':
        return { id: 'auth.register.invalidPassword', isMfaRestart: false };
      case 'InvalidMfaCode':
        return { id: 'auth.mfa.invalidCode', isMfaRestart: false };
    }
    if (error.status === 404) return { id: 'auth.reset.linkInvalid', isMfaRestart: false };
    if (error.status === 400 && hasIssue(error, 'password')) return { id: 'auth.register.invalidPassword', isMfaRestart: false };
  }
  return { ...commonErrorMessage(error), isMfaRestart: false };
}
