import { randomUUID } from 'node:crypto';
import type { User } from '@contract-kit/model';
import type { Clock } from '../../core/clock';
import { hashPassword } from '../../identity/passwords';
import { newReferralCode } from '../../store/ids';
import { normalizeEmail } from '../../identity/policy';
import type { UserRecord } from '../../store/schema';
import type { Store } from '../../store/store';

/** The users of the auth domain: their public view and how one is found by address. */

/** The public view of a user (never the password hash, MFA secret or recovery codes). */
export function publicUser(user: UserRecord): User {
  return {
    id: user.id,
    profileId: user.profileId,
    email: user.email,
    username: user.username,
    ...(user.fullname ? { fullname: user.fullname } : {}),
    verified: user.verified,
    mfaEnabled: user.mfaEnabled,
    twoFactor: { methods: user.mfaEnabled ? [{ id: `${user.id}-totp`, type: 'authenticator' as const }] : [] },
    language: user.language,
    createdAt: user.createdAt,
  };
}

export function findUserByEmail(store: Store, email: string): UserRecord | undefined {
  const wanted = normalizeEmail(email);
  return store.find('users', (user) => user.email === wanted);
}

/** A new user as registration and createUser make one: unverified, no two-factor, every feature available. */
export function newUserRecord(store: Store, clock: Clock, fields: Pick<UserRecord, 'email' | 'username' | 'fullname' | 'language'> & { password: string }): UserRecord {
  return {
    id: randomUUID(),
    profileId: randomUUID(),
    email: fields.email,
    username: fields.username,
    fullname: fields.fullname,
    passwordHash: hashPassword(fields.password),
    verified: false,
    mfaEnabled: false,
    mfaSecret: null,
    recoveryCodeHashes: [],
    language: fields.language,
    referralCode: newReferralCode((code) => Boolean(store.find('users', (user) => user.referralCode === code))),
    createdAt: clock.now().toISOString(),
    withdrawalAvailable: true,
    withdrawalReason: null,
    onrampAvailable: true,
    onrampReason: null,
  };
}
