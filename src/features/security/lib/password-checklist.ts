import { meetsPasswordChecklist } from '@contract-kit/rules/password-checklist';

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
