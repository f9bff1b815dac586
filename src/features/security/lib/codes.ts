import type { CodeShape } from '@/lib/codes';
import { EMAIL_CODE_LENGTH, MFA_CODE_LENGTH } from './security-constants';

/** Spec 02 §5: non-digits are stripped and the MFA code is capped at 6 digits (after the separators: "123 456"). */
export const MFA_CODE = { length: MFA_CODE_LENGTH, alphabet: 'digits', isStrict: true } as const satisfies CodeShape;

export const isCompleteMfaCode = (code: string): boolean => new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(code);

/** Spec 01 §5: e-mail verification codes are 6 letters or digits, upper-cased. */
export const EMAIL_CODE = { length: EMAIL_CODE_LENGTH, alphabet: 'alphanumeric', isStrict: true } as const satisfies CodeShape;

export const isCompleteEmailCode = (code: string): boolean => new RegExp(`^[A-Z0-9]{${EMAIL_CODE_LENGTH}}$`).test(code);
