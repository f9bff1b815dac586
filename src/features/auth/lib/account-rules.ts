import { meetsPasswordPolicy, passwordChecks, type PasswordChecks } from '@contract-kit/rules/password';
import { CODE_LENGTH, PASSWORD_STRENGTH_LEVELS, PASSWORD_STRENGTH_THRESHOLD, PASSWORD_STRENGTH_WEIGHTS, REFERRAL_CODE_MAX_LENGTH, REFERRAL_CODE_MIN_LENGTH } from './auth-constants';
import type { MessageId } from './validation';

/**
 * The rules of spec 01 §5 for the screens beyond sign-in — registration, e-mail verification, password reset: apart
 * from ./validation.ts, so the sign-in screen does not carry them. Each validator returns the id of the message to
 * show, or null when valid.
 */

// ---- passwords

/** Spec 01 §5 strength score: 25 length (≥ 12), 25 lowercase, 25 uppercase, 12.5 digit, 12.5 special. */
export function passwordStrength(password: string): number {
  const checks = passwordChecks(password);
  return (Object.keys(PASSWORD_STRENGTH_WEIGHTS) as (keyof PasswordChecks)[]).reduce((score, rule) => score + (checks[rule] ? PASSWORD_STRENGTH_WEIGHTS[rule] : 0), 0);
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
