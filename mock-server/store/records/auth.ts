/**
 * Records of the auth domain: e-mail verifications, two-factor sign-in challenges, password resets,
 * attempt throttles and the last accepted TOTP step per user (RFC 6238 §5.2: a code is accepted once).
 * Secrets are stored hashed (sha256 hex): verification codes and reset trust tokens.
 */

/** An e-mail verification in progress (id = verificationId). A resend replaces it with a new one. */
export interface EmailVerificationRecord {
  id: string;
  userId: string;
  /** Lower-cased address the code was mailed to. */
  email: string;
  /** sha256 hex of the 6-character code. */
  codeHash: string;
  createdAt: string;
  expiresAt: string;
  /** For a user with two-factor on: the id of the MFA step, once the mailed code was right. */
  twoFactorId: string | null;
  twoFactorExpiresAt: string | null;
}

/** A two-factor sign-in in progress (id = twoFactorTrustId from check-mfa). */
export interface MfaChallengeRecord {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  /** Set by mfa-login when the code was right; login then accepts the trust id once. */
  verifiedAt: string | null;
}

/** A password reset link (id = changePasswordId). */
export interface PasswordResetRecord {
  id: string;
  userId: string;
  email: string;
  tenantId: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  /** The MFA step of a user with two-factor on (spec 01 §4 Forgot password). */
  twoFactorId: string | null;
  twoFactorExpiresAt: string | null;
  /** sha256 hex of the trust token returned after the MFA step; valid once. */
  trustTokenHash: string | null;
  trustExpiresAt: string | null;
}

/** Attempts of one kind for one subject (id = `${kind}:${subject}`), for throttling. */
export interface AuthThrottleRecord {
  id: string;
  /** Times of the failures (or requests, for rate limits) within the window, oldest first. */
  attempts: string[];
  /** Set when the limit was reached; requests answer 429 until then. */
  lockedUntil: string | null;
}

/** The last TOTP time step accepted for a user (id = userId): that code and older ones are refused. */
export interface TotpStepRecord {
  id: string;
  lastStep: number;
}

declare module '../schema' {
  interface Collections {
    emailVerifications: EmailVerificationRecord;
    mfaChallenges: MfaChallengeRecord;
    passwordResets: PasswordResetRecord;
    authThrottles: AuthThrottleRecord;
    totpSteps: TotpStepRecord;
  }
}
