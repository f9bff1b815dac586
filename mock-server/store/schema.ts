/**
 * The records the mock server keeps. Money is a decimal string everywhere, as on the wire.
 *
 * `Collections` maps a collection name to its record type. Each domain declares its own collections in
 * `domains/<domain>/records.ts` (the identity services in `identity/records.ts`) by augmenting this interface:
 *
 *   declare module '../../store/schema' { interface Collections { cards: CardRecord } }
 */
export interface UserRecord {
  id: string;
  profileId: string;
  email: string;
  username: string;
  fullname: string | null;
  passwordHash: string;
  verified: boolean;
  mfaEnabled: boolean;
  mfaSecret: string | null;
  /** Hashes of unused recovery codes. */
  recoveryCodeHashes: string[];
  language: 'en' | 'zh-CN' | 'zh-TW';
  referralCode: string;
  createdAt: string;
  /** Feature availability per user (spec 01 §6) with its reason when unavailable. */
  withdrawalAvailable: boolean;
  withdrawalReason: string | null;
  onrampAvailable: boolean;
  onrampReason: string | null;
}

export interface SessionRecord {
  /**
   * The SHA-256 of the cookie's value (base64url). The value signs the user in: only the browser holds it, and the
   * store's files, the journal and `/__db` never do (identity/sessions.ts, sessionKeyOf).
   */
  id: string;
  userId: string;
  createdAt: string;
  /** Its absolute end (the session lifetime after sign-in), whatever the activity. */
  expiresAt: string;
  /** When it ends for idleness: the idle timeout after its user's last action (absent in older stores: see sessions.ts). */
  idleExpiresAt?: string;
  /** The session's public id (signed-in devices): names it in the API without being able to sign anyone in. */
  publicId?: string;
  /** The User-Agent header it signed in with (absent: none was sent). */
  userAgent?: string;
  /** The client address it signed in from (MockRequest.client; absent: one local client). */
  client?: string;
  /** Its user's last action (a call that is not a read: see isActivity in identity/sessions.ts). */
  lastActiveAt?: string;
  /**
   * When its user last proved it was them: the sign-in, then each reauthenticate (absent in older stores: its
   * sign-in). The operations marked x-requires-reauthentication need it within REAUTHENTICATION_WINDOW_MS.
   */
  authenticatedAt?: string;
}

export interface MailRecord {
  id: string;
  to: string;
  subject: string;
  text: string;
  code?: string;
  link?: string;
  createdAt: string;
}

/** Small server-wide values (the clock offset, counters). */
export interface MetaRecord {
  id: string;
  value: unknown;
}

/** The kept answer of a money movement for one Idempotency-Key (mock-server/core/idempotency.ts). */
export interface IdempotencyRecord {
  /** `${userId}:${operationId}:${key}` */
  id: string;
  userId: string;
  operationId: string;
  /** sha256 of the request's path parameters and body: the same key with another request is refused. */
  fingerprint: string;
  status: number;
  body: unknown;
  createdAt: string;
  expiresAt: string;
}

export interface Collections {
  users: UserRecord;
  idempotencyKeys: IdempotencyRecord;
  sessions: SessionRecord;
  outbox: MailRecord;
  meta: MetaRecord;
}

export type CollectionName = keyof Collections;
export type AnyRecord = { id: string };
