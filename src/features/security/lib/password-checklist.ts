import { PASSWORD_MIN_LENGTH } from './constants';

/** Spec 02 §5: the change-password checklist, in the order it is shown. */
export const PASSWORD_RULES = ['minLength', 'uppercase', 'lowercase', 'digit'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export function passwordChecklist(password: string): Record<PasswordRule, boolean> {
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    digit: /\d/.test(password),
  };
}

export const meetsPasswordChecklist = (password: string): boolean => Object.values(passwordChecklist(password)).every(Boolean);

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, 'required' | 'checklist' | 'mismatch' | 'sameAsCurrent'>>;

/**
 * Validation on every change (spec 02 §5): the current password is required, the new one meets the
 * checklist and differs from the current one (spec 01 §5), and the confirmation matches.
 */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (values.currentPassword === '') errors.currentPassword = 'required';
  if (values.newPassword === '') errors.newPassword = 'required';
  else if (!meetsPasswordChecklist(values.newPassword)) errors.newPassword = 'checklist';
  else if (values.currentPassword !== '' && values.newPassword === values.currentPassword) errors.newPassword = 'sameAsCurrent';
  if (values.confirmPassword === '') errors.confirmPassword = 'required';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'mismatch';
  return errors;
}
