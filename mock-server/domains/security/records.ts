/**
 * Records of the security domain: pending MFA set-ups, e-mail changes in progress, web push
 * subscriptions and attempt counters for throttling. MFA state itself (mfaEnabled, mfaSecret,
 * recoveryCodeHashes) lives on the UserRecord, shared with the auth domain's two-factor sign-in.
 */

/** A TOTP secret issued by setupMfa, waiting for verifyMfa. One per user (id = userId). */
export interface MfaSetupRecord {
  id: string;
  userId: string;
  secret: string;
  createdAt: string;
  expiresAt: string;
}

/** An e-mail change in progress (id = verificationId). */
export interface EmailChangeRecord {
  id: string;
  userId: string;
  /** Lower-cased new address. */
  newEmail: string;
  /** sha256 hex of the 6-character code mailed to the new address. */
  codeHash: string;
  /** Present for a user with MFA: the id the client sends back with the authenticator code. */
  twoFactorId: string | null;
  /** Wrong codes entered for this verification. */
  failedAttempts: number;
  createdAt: string;
  expiresAt: string;
  /** Last time a code was mailed (resend throttling). */
  sentAt: string;
}

/** A browser push subscription (id = sha256 of the endpoint; subscribing again replaces it). */
export interface PushSubscriptionRecord {
  id: string;
  userId: string;
  profileId: string;
  endpoint: string;
  expirationTime: number | null;
  p256dh: string;
  auth: string;
  createdAt: string;
  updatedAt: string;
}

/** Failed attempts of one kind for one user within a window (id = `${kind}:${userId}`). */
export interface SecurityAttemptRecord {
  id: string;
  userId: string;
  kind: 'password-change' | 'mfa-verify' | 'mfa-disable' | 'email-change-verify' | 'email-change-start' | 'card-controls' | 'reauthenticate';
  failures: number;
  windowStartedAt: string;
}

declare module '../../store/schema' {
  interface Collections {
    mfaSetups: MfaSetupRecord;
    emailChanges: EmailChangeRecord;
    pushSubscriptions: PushSubscriptionRecord;
    securityAttempts: SecurityAttemptRecord;
  }
}
