/** Access rules and timings of spec 01 §5 and §9, in one place. */

/** Spec 01 §5, §9: registration and reset need a strength score of at least 75. */
export const PASSWORD_STRENGTH_THRESHOLD = 75;
/** Spec 01 §5 strength score: 25 length, 25 lowercase, 25 uppercase, 12.5 digit, 12.5 special. */
export const PASSWORD_STRENGTH_WEIGHTS = { length: 25, lowercase: 25, uppercase: 25, digit: 12.5, special: 12.5 } as const;
/** Spec 01 §5 labels: Strong at 100, Good at 75 or more, Fair at 50 or more, otherwise Weak. */
export const PASSWORD_STRENGTH_LEVELS = { strong: 100, good: 75, fair: 50 } as const;

/** Spec 01 §9: MFA and verification codes are 6 characters. */
export const CODE_LENGTH = 6;
/** One-time recovery codes (contract format `recovery-code`). */
export const RECOVERY_CODE_LENGTH = 10;
/** Spec 01 §5, §9: referral code 6 to 8 letters or digits. */
export const REFERRAL_CODE_MIN_LENGTH = 6;
export const REFERRAL_CODE_MAX_LENGTH = 8;
/** Spec 01 §5, §9: e-mail maximum 255 characters. */
export const EMAIL_MAX_LENGTH = 255;
/** Username limit of the contract. */
export const USERNAME_MAX_LENGTH = 64;

/** Spec 01 §9: redirect countdown after e-mail verification, 3 s. */
export const VERIFICATION_REDIRECT_SECONDS = 3;
/** Spec 01 §4, §9: after a successful login, a first delay of 1 s … */
export const LOGIN_SUCCESS_DELAY_MS = 1000;
/** … and about 1.5 s later the login completion runs. */
export const LOGIN_COMPLETION_DELAY_MS = 1500;

/** Spec 01 §2: the reset-password dialog opens for `?action=forgot_password&changePasswordId&tenantId&email`. */
export const RESET_PASSWORD_ACTION = 'forgot_password';

/** The idle warning ("Stay signed in?") opens this long before the server's idle timeout ends the session. */
export const IDLE_WARNING_LEAD_MS = 60_000;
/** Input the app reports as activity (POST /api/session/activity) is sent at most this often. */
export const ACTIVITY_REPORT_INTERVAL_MS = 30_000;
