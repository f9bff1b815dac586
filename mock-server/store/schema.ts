/**
 * The records the mock server keeps. Money is a decimal string everywhere, as on the wire.
 * Each collection is a map by id; the journal records puts and deletes per collection.
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
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
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

/** Collection name → record type. Domain issues add their collections here. */
export interface Collections {
  users: UserRecord;
  sessions: SessionRecord;
  outbox: MailRecord;
}

export type CollectionName = keyof Collections;
export const COLLECTIONS: readonly CollectionName[] = ['users', 'sessions', 'outbox'];
