import type { User } from '@contract-kit/model';
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
