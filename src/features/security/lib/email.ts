import { isValidEmail } from '@contract-kit/rules/email';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Spec 02 §5: a new address equal to the current one, case-insensitively. */
export const isSameEmail = (a: string | null | undefined, b: string | null | undefined): boolean => a != null && b != null && normalizeEmail(a) !== '' && normalizeEmail(a) === normalizeEmail(b);

/** The contract's e-mail rule (@contract-kit/rules/email), the one the server validates the new address with. */
export { isValidEmail };

export interface ChangeEmailValues {
  newEmail: string;
  confirmEmail: string;
}

export type ChangeEmailErrors = Partial<Record<keyof ChangeEmailValues, 'required' | 'invalid' | 'sameEmail' | 'mismatch' | 'inUse'>>;

/** Spec 02 §5 change e-mail; spec 01 §5 "Email addresses don't match". */
export function validateChangeEmail(values: ChangeEmailValues, currentEmail: string): ChangeEmailErrors {
  const errors: ChangeEmailErrors = {};
  if (values.newEmail.trim() === '') errors.newEmail = 'required';
  else if (!isValidEmail(values.newEmail)) errors.newEmail = 'invalid';
  else if (isSameEmail(values.newEmail, currentEmail)) errors.newEmail = 'sameEmail';
  if (values.confirmEmail.trim() === '') errors.confirmEmail = 'required';
  else if (normalizeEmail(values.confirmEmail) !== normalizeEmail(values.newEmail)) errors.confirmEmail = 'mismatch';
  return errors;
}
