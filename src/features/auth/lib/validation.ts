import type { MessageDescriptor } from 'react-intl';
import { isValidEmail } from '@contract-kit/rules/email';
import { CODE_LENGTH, EMAIL_MAX_LENGTH, RECOVERY_CODE_LENGTH } from './auth-constants';

/**
 * The rules of spec 01 §5 the sign-in form needs (the others — new passwords, verification and referral codes — are
 * in ./account-rules.ts, with the screens that need them). Each validator returns the id of the message to show, or
 * null when valid.
 */
export type MessageId = NonNullable<MessageDescriptor['id']>;

// ---- e-mail

/** Spec 01 §5: e-mail addresses are trimmed and lower-cased. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/** The address shape the API accepts: the contract's rule (@contract-kit/rules/email), the one the server validates with. */
export function validateEmail(value: string): MessageId | null {
  const email = normalizeEmail(value);
  if (email === '') return 'auth.validation.emailRequired';
  if (email.length > EMAIL_MAX_LENGTH) return 'auth.validation.emailTooLong';
  if (!isValidEmail(email)) return 'auth.validation.emailInvalid';
  return null;
}

// ---- passwords

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
