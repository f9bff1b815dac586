import { isApiError, type ErrorMessage } from '@/api/errors';
import { codeOf, commonErrorMessage, hasIssue, InvalidServerResponseError } from './errors';

/**
 * The error messages of the rarer access flows (spec 01 §8): registration, e-mail verification and password reset —
 * apart from the sign-in form's (./errors.ts), so the sign-in screen does not carry them.
 */

/** Spec 01 §8 registration codes: DuplicateEmail, DuplicateUsername, InvalidPassword. */
export function registrationErrorMessage(error: unknown): ErrorMessage {
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

/** Spec 01 §8 e-mail verification codes; 'auth.verify.resendNeeded' (an expired or missing verification id, spec 01 §4) asks for a resend. */
export function verificationErrorMessage(error: unknown): ErrorMessage {
  switch (codeOf(error)) {
    case 'NoVerificationId':
    case 'VerificationCodeExpired':
      return { id: 'auth.verify.resendNeeded' };
    case 'InvalidVerificationFormat':
      return { id: 'auth.verify.codeFormat' };
    case 'InvalidVerificationCode':
      return { id: 'auth.verify.invalidCode' };
    case 'InvalidMfaCode':
      return { id: 'auth.mfa.invalidCode' };
  }
  if (isApiError(error) && error.status === 400 && hasIssue(error, 'verificationCode')) return { id: 'auth.verify.codeFormat' };
  return commonErrorMessage(error);
}

const MFA_RESTART_TEXT = /trust[\s_-]*token|mfa[\s_-]*required/i;

/**
 * Spec 01 §8 Reset: a response matching trust-token or MFA-required text gives the MFA restart message;
 * an empty response the invalid-server-response message. In the MFA step (`step: 'mfa'`), an unknown or
 * expired twoFactorId (404) also means starting the MFA step again ('auth.reset.mfaRestart': the MFA step is done again).
 */
export function resetErrorMessage(error: unknown, step: 'reset' | 'mfa' = 'reset'): ErrorMessage {
  if (error instanceof InvalidServerResponseError) return { id: 'auth.reset.invalidResponse' };
  if (isApiError(error)) {
    if (MFA_RESTART_TEXT.test(`${error.message} ${error.errorCode ?? ''}`) || (step === 'mfa' && error.status === 404)) {
      return { id: 'auth.reset.mfaRestart' };
    }
    switch (error.errorCode) {
      case 'ResetLinkExpired':
        return { id: 'auth.reset.linkExpired' };
      case 'InvalidPassword':
        return { id: 'auth.register.invalidPassword' };
      case 'InvalidMfaCode':
        return { id: 'auth.mfa.invalidCode' };
    }
    if (error.status === 404) return { id: 'auth.reset.linkInvalid' };
    if (error.status === 400 && hasIssue(error, 'password')) return { id: 'auth.register.invalidPassword' };
  }
  return commonErrorMessage(error);
}
