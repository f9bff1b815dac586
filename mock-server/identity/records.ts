/**
 * Records of the identity services shared by the auth and security domains: attempt throttles and the last accepted
 * TOTP step per user (RFC 6238 §5.2: a code is accepted once), and the sessions that ran out.
 */
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

/** Why a session ran out: no activity for the idle timeout, or its absolute lifetime reached. */
export type SessionEndReason = 'idle' | 'lifetime';

/**
 * A session that ran out, kept a day so that the calls still carrying its cookie are told why (id = the sha256 of
 * the cookie's value, never the value itself).
 */
export interface EndedSessionRecord {
  id: string;
  userId: string;
  reason: SessionEndReason;
  endedAt: string;
}

declare module '../store/schema' {
  interface Collections {
    authThrottles: AuthThrottleRecord;
    totpSteps: TotpStepRecord;
    endedSessions: EndedSessionRecord;
  }
}
