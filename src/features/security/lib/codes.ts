import { cleanCode } from '@/lib/codes';
import { EMAIL_CODE_LENGTH, MFA_CODE_LENGTH } from './constants';

/** Spec 02 §5: non-digits are stripped and the MFA code is capped at 6 digits (after the separators: "123 456"). */
export const sanitizeMfaCode = (input: string): string => cleanCode(input, { length: MFA_CODE_LENGTH, alphabet: 'digits', isStrict: true });

export const isCompleteMfaCode = (code: string): boolean => new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(code);

/** Spec 01 §5: e-mail verification codes are 6 letters or digits, upper-cased. */
export const sanitizeEmailCode = (input: string): string => cleanCode(input, { length: EMAIL_CODE_LENGTH, alphabet: 'alphanumeric', isStrict: true });

export const isCompleteEmailCode = (code: string): boolean => new RegExp(`^[A-Z0-9]{${EMAIL_CODE_LENGTH}}$`).test(code);
