/**
 * The identity rules and time limits of the auth and security domains (spec 01 §5, §9; the lifetimes and throttles
 * are this mock's documented policy, described in the contract). The password rules are the contract kit's
 * (@contract-kit/rules/password, /password-checklist), shared with the app.
 */
const MINUTE_MS = 60_000;

/** Spec 01 §9: MFA and verification codes are 6 characters. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_PATTERN = /^[A-Z0-9]{6}$/;

/** A mailed e-mail verification code is valid this long. */
export const VERIFICATION_TTL_MS = 15 * MINUTE_MS;
/** check-mfa's twoFactorTrustId: time to enter the code, and then to use it with login (once). */
export const MFA_CHALLENGE_TTL_MS = 5 * MINUTE_MS;
/** A password reset link. */
export const RESET_LINK_TTL_MS = 60 * MINUTE_MS;
/** The MFA step of a reset (twoFactorId) and the trust token it returns. */
export const RESET_MFA_TTL_MS = 10 * MINUTE_MS;
export const RESET_TRUST_TTL_MS = 5 * MINUTE_MS;
/** Expired records are kept this long (so an expired id is told apart from an unknown one), then swept. */
export const EXPIRED_RECORD_RETENTION_MS = 24 * 60 * MINUTE_MS;

/** The tenant of every reset link (the spec's link carries a tenantId). */
export const TENANT_ID = 'lookcard';

export interface ThrottlePolicy {
  /** Failures (or requests) allowed within the window … */
  limit: number;
  windowMs: number;
  /** … after which the subject is locked this long (rate limits: until the oldest attempt leaves the window). */
  lockMs: number;
}

/** Wrong passwords for one address (check-mfa and login together): 5 in 15 minutes lock it for 5 minutes. */
export const SIGN_IN_THROTTLE: ThrottlePolicy = { limit: 5, windowMs: 15 * MINUTE_MS, lockMs: 5 * MINUTE_MS };
/** Wrong authenticator or recovery codes for one user (sign-in, reset, e-mail verification). */
export const MFA_CODE_THROTTLE: ThrottlePolicy = { limit: 5, windowMs: 15 * MINUTE_MS, lockMs: 5 * MINUTE_MS };
/** Wrong e-mail verification codes for one user. */
export const EMAIL_CODE_THROTTLE: ThrottlePolicy = { limit: 5, windowMs: 15 * MINUTE_MS, lockMs: 5 * MINUTE_MS };
/** Mails one address may be sent (resend, forgot password): 5 in 15 minutes. */
export const MAIL_RATE_LIMIT: ThrottlePolicy = { limit: 5, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS };

/**
 * Per client (MockRequest.client), on top of the per-account limits above: wrong passwords, codes, reset links
 * or verification ids from one client across any number of accounts (password spraying, guessing): 20 in 15
 * minutes lock that client for 15 minutes.
 */
export const CLIENT_FAILURE_THROTTLE: ThrottlePolicy = { limit: 20, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS };
/** Mails (resend, forgot password) one client may have sent to any addresses: 20 in 15 minutes. */
export const CLIENT_MAIL_RATE_LIMIT: ThrottlePolicy = { limit: 20, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS };
/** Look-ups of a user by e-mail (GET /api/users/email/{email}): 10 a minute per account, 30 a minute per client. */
export const LOOKUP_RATE_LIMIT: ThrottlePolicy = { limit: 10, windowMs: MINUTE_MS, lockMs: MINUTE_MS };
export const CLIENT_LOOKUP_RATE_LIMIT: ThrottlePolicy = { limit: 30, windowMs: MINUTE_MS, lockMs: MINUTE_MS };

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
