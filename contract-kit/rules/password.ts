/**
 * Spec 01 §5 password rule of registration and password reset: at least 12 characters with one lowercase letter,
 * one uppercase letter, one digit and one special character. One rule for the app (which checks as the user types)
 * and the mock server (which refuses anything else with InvalidPassword). The change-password checklist of spec 02 is
 * ./password-checklist.ts.
 */
export const PASSWORD_MIN_LENGTH = 12;

export interface PasswordChecks {
  length: boolean;
  lowercase: boolean;
  uppercase: boolean;
  digit: boolean;
  special: boolean;
}

/** Each requirement of the rule, met or not (characters counted as code points; letters and digits of any script). */
export function passwordChecks(password: string): PasswordChecks {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{Nd}\s]/u.test(password),
  };
}

export function meetsPasswordPolicy(password: string): boolean {
  return Object.values(passwordChecks(password)).every(Boolean);
}
