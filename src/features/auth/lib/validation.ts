import type { MessageDescriptor } from 'react-intl';
import { isValidEmail } from '@/lib/email';
import { meetsPasswordPolicy, passwordChecks, type PasswordChecks } from '@contract-kit/rules/password';
import {
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_STRENGTH_LEVELS,
  PASSWORD_STRENGTH_THRESHOLD,
  PASSWORD_STRENGTH_WEIGHTS,
  RECOVERY_CODE_LENGTH,
  REFERRAL_CODE_MAX_LENGTH,
  REFERRAL_CODE_MIN_LENGTH,
} from './constants';

/** The rules of spec 01 §5. Each validator returns the id of the message to show, or null when valid. */
export type MessageId = NonNullable<MessageDescriptor['id']>;

// ---- e-mail

/** Spec 01 §5: e-mail addresses are trimmed and lower-cased. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/** The address shape the API accepts: the contract's rule (src/lib/email.ts), the one the server validates with. */
export function validateEmail(value: string): MessageId | null {
  const email = normalizeEmail(value);
  if (email === '') return 'auth.validation.emailRequired';
  if (email.length > EMAIL_MAX_LENGTH) return 'auth.validation.emailTooLong';
  if (!isValidEmail(email)) return 'auth.validation.emailInvalid';
  return null;
}

// ---- passwords

/** Spec 01 §5 strength score: 25 length (≥ 12), 25 lowercase, 25 uppercase, 12.5 digit, 12.5 special. */
export function passwordStrength(password: string): number {
  const checks = passwordChecks(password);
  return (Object.keys(PASSWORD_STRENGTH_WEIGHTS) as (keyof PasswordChecks)[]).reduce(
    (score, rule) => score + (checks[rule] ? PASSWORD_STRENGTH_WEIGHTS[rule] : 0),
    0,
  );
}

export type StrengthLevel = 'weak' | 'fair' | 'good' | 'strong';

/** Spec 01 §5: Strong at 100, Good at 75 or more, Fair at 50 or more, otherwise Weak. */
export function strengthLevel(score: number): StrengthLevel {
  if (score >= PASSWORD_STRENGTH_LEVELS.strong) return 'strong';
  if (score >= PASSWORD_STRENGTH_LEVELS.good) return 'good';
  if (score >= PASSWORD_STRENGTH_LEVELS.fair) return 'fair';
  return 'weak';
}

/**
 * What the meter says: the spec's label of the score, except that a password the rule forbids is never called
 * Good or Strong (`Ab1!` and `Abcdefghijkl` score 75, yet are refused): at most Fair.
 */
export function passwordStrengthLevel(password: string): StrengthLevel {
  const level = strengthLevel(passwordStrength(password));
  return meetsPasswordPolicy(password) || level === 'weak' || level === 'fair' ? level : 'fair';
}

/**
 * Registration and reset (spec 01 §5): the password rule — at least 12 characters with upper and lower case, a
 * digit and a symbol — which also gives the score of at least 75; else auth.passwordTooWeak.
 */
export function validateNewPassword(password: string): MessageId | null {
  if (password === '') return 'auth.validation.passwordRequired';
  if (!meetsPasswordPolicy(password) || passwordStrength(password) < PASSWORD_STRENGTH_THRESHOLD) return 'auth.passwordTooWeak';
  return null;
}

/** A matching confirmation (auth.passwordMismatch). */
export function validateConfirmation(password: string, confirmation: string): MessageId | null {
  if (confirmation === '') return 'auth.validation.confirmRequired';
  if (confirmation !== password) return 'auth.passwordMismatch';
  return null;
}

export const validatePassword = (password: string): MessageId | null => (password === '' ? 'auth.validation.passwordRequired' : null);

// ---- codes

/** Spec 01 §5 MFA code: exactly 6 digits, numeric only. */
export function validateMfaCode(code: string): MessageId | null {
  if (code.length !== CODE_LENGTH) return 'auth.mfa.codeLength';
  if (!/^\d+$/.test(code)) return 'auth.mfa.codeDigits';
  return null;
}

/** Recovery codes: 10 letters or digits, typed with or without spaces and dashes, any case. */
export const normalizeRecoveryCode = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

export function validateRecoveryCode(value: string): MessageId | null {
  return new RegExp(`^[A-Z0-9]{${RECOVERY_CODE_LENGTH}}$`).test(normalizeRecoveryCode(value)) ? null : 'auth.mfa.recoveryFormat';
}

/** Spec 01 §5 e-mail verification code: 6 alphanumeric characters, upper-cased. */
export const normalizeVerificationCode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export function validateVerificationCode(value: string): MessageId | null {
  const code = normalizeVerificationCode(value);
  if (code === '') return 'auth.verify.codeRequired';
  if (!new RegExp(`^[A-Z0-9]{${CODE_LENGTH}}$`).test(code)) return 'auth.verify.codeFormat';
  return null;
}

/** Spec 01 §5 referral code: optional, upper-cased, at most 8 characters. */
export const normalizeReferralCode = (value: string): string => value.trim().toUpperCase().slice(0, REFERRAL_CODE_MAX_LENGTH);

export function validateReferralCode(value: string): MessageId | null {
  const code = value.trim().toUpperCase();
  if (code === '') return null;
  const pattern = new RegExp(`^[A-Z0-9]{${REFERRAL_CODE_MIN_LENGTH},${REFERRAL_CODE_MAX_LENGTH}}$`);
  return pattern.test(code) ? null : 'auth.validation.referral';
}

export const validateUsername = (value: string): MessageId | null => (value.trim() === '' ? 'auth.validation.usernameRequired' : null);
