import { EMAIL_CODE_LENGTH, MFA_CODE_LENGTH } from './constants';

/** Spec 02 §5: non-digits are stripped and the MFA code is capped at 6 digits. */
export const sanitizeMfaCode = (input: string): string => input.replace(/\D+/g, '').slice(0, MFA_CODE_LENGTH);

export const isCompleteMfaCode = (code: string): boolean => new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(code);

/** Spec 01 §5: e-mail verification codes are 6 letters or digits, upper-cased. */
export const sanitizeEmailCode = (input: string): string =>
  input
    .replace(/[^a-z0-9]+/gi, '')
    .toUpperCase()
    .slice(0, EMAIL_CODE_LENGTH);

export const isCompleteEmailCode = (code: string): boolean => new RegExp(`^[A-Z0-9]{${EMAIL_CODE_LENGTH}}$`).test(code);
