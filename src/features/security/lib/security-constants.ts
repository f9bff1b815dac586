/** Spec constants of the security and profile feature (spec 02 §5, §9). */

/** Spec 02 §9: MFA code length 6. */
export const MFA_CODE_LENGTH = 6;
/** Spec 02 §4, §9: MFA completion waits 1 s after the session refresh. */
export const MFA_COMPLETION_DELAY_MS = 1000;
/** Spec 02 §7: the methodId fallback of POST /api/mfa/disable. */
export const MFA_METHOD_FALLBACK = 'authenticator';
/** Spec 01 §5, §9: e-mail addresses are at most 255 characters. */
export const EMAIL_MAX_LENGTH = 255;
/** Spec 01 §5, §9: e-mail verification codes are 6 letters or digits. */
export const EMAIL_CODE_LENGTH = 6;
