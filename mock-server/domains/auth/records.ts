/**
 * Records of the auth domain: e-mail verifications, two-factor sign-in challenges and password resets. Secrets are
 * stored hashed (sha256 hex): verification codes and reset trust tokens. Throttles and TOTP steps: ../../identity.
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

declare module '../../store/schema' {
  interface Collections {
    emailVerifications: EmailVerificationRecord;
    mfaChallenges: MfaChallengeRecord;
    passwordResets: PasswordResetRecord;
  }
}
