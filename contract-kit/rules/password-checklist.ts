/**
 * Spec 02 §5, §9 change-password checklist: at least 8 characters, an uppercase letter, a lowercase letter and a
 * digit. The app shows it as the user types; the mock server refuses a new password that fails it (WeakPassword).
 * (Registration and reset follow the stricter rule of spec 01, ./password.ts.) A module of its own: the sign-in
 * screen loads the registration rule, and this one stays with the security dialogs.
 */

/** Spec 02 §9: the change-password checklist's minimum length. */
export const CHECKLIST_MIN_LENGTH = 8;

/** Spec 02 §5: the change-password checklist, in the order it is shown. */
export const PASSWORD_RULES = ['minLength', 'uppercase', 'lowercase', 'digit'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export function passwordChecklist(password: string): Record<PasswordRule, boolean> {
  return {
    minLength: password.length >= CHECKLIST_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    digit: /\d/.test(password),
  };
}

export const meetsPasswordChecklist = (password: string): boolean => Object.values(passwordChecklist(password)).every(Boolean);
