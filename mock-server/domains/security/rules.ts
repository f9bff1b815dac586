import { meetsPasswordPolicy } from '@contract-kit/rules/password';
import type { UserRecord } from '../../store/schema';
import { publicUser } from '../auth/users';

/**
 * The security domain's rules and texts (spec 02 §5, §9; the rest are this mock's documented policy, see the
 * contract). The change-password checklist is the contract kit's (@contract-kit/rules/password-checklist).
 */

// ---- constants (spec 02 §5, §9; the rest are this mock's documented policy, see the contract)
export const EMAIL_CHANGE_CODE_TTL_MS = 15 * 60_000;
export const EMAIL_CHANGE_RESEND_INTERVAL_MS = 30_000;
export const EMAIL_CHANGE_MAX_CODE_FAILURES = 5;
export const MFA_SETUP_TTL_MS = 10 * 60_000;
/** Wrong current passwords / MFA codes: at most 5 within 15 minutes, then 429 until the window ends. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** E-mail changes a user may start within the failure window (mail-bombing guard). */
export const MAX_EMAIL_CHANGES_PER_WINDOW = 5;

export const MESSAGES = {
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordMismatch: "Passwords don't match",
  weakPassword: 'Password must be at least 8 characters and contain an uppercase letter, a lowercase letter and a digit',
  samePassword: 'New password must be different from the current password',
  passwordChanged: 'Password changed successfully',
  emailMismatch: "Email addresses don't match",
  sameEmail: 'New email must be different from the current email',
  emailInUse: 'Email address is already in use',
  verificationNotFound: 'Verification not found',
  verificationExpired: 'Verification code has expired',
  invalidVerificationCode: 'Invalid verification code',
  tooManyCodes: 'Too many incorrect codes. Request a new code.',
  invalidMfaCode: 'Invalid verification code',
  mfaSetupExpired: 'MFA setup has expired. Please start again.',
  mfaAlreadyEnabled: 'MFA is already enabled',
  mfaNotEnabled: 'MFA is not enabled',
  methodNotFound: 'Two-factor method not found',
  mfaDisabled: 'Two-factor authentication has been disabled',
  recoveryCodesIssued: 'Store these codes in a safe place. Each can be used once.',
  recoveryCodesConfirm: 'Regenerating invalidates your existing recovery codes. Confirm to continue.',
  userNotFound: 'User not found',
  usernameTaken: 'This username is already taken',
  userExists: 'User already exists',
  invalidNewUserPassword: 'Password does not meet requirements',
} as const;

/** Spec 01 §5: a new user's password (createUser) follows the one rule of registration (@contract-kit/rules/password). */
export const meetsNewUserPasswordPolicy = meetsPasswordPolicy;

// ---- small helpers
export const iso = (ms: number) => new Date(ms).toISOString();

/** The user's two-factor method ids as the client sees them (user.twoFactor.methods[].id). */
export function methodIds(user: UserRecord): string[] {
  return publicUser(user).twoFactor.methods.map((method) => method.id);
}
