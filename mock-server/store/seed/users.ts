import { createHash } from 'node:crypto';
import { hashPassword } from '../../identity/passwords';
import type { UserRecord } from '../schema';
import type { SeedContext } from './context';

/** The seeded users of ARCHITECTURE.md (the README prints the same table). */
export const SEEDED_USERS = [
  { email: 'demo@example.com', password: 'Demo-Passw0rd!', username: 'demo', fullname: 'Demo User', verified: true, mfa: false },
  { email: 'friend@example.com', password: 'Friend-Passw0rd!', username: 'friend', fullname: 'Friendly Finch', verified: true, mfa: false },
  { email: 'mfa@example.com', password: 'Mfa-User-Passw0rd!', username: 'mfauser', fullname: 'Mia Factor', verified: true, mfa: true },
  { email: 'unverified@example.com', password: 'Unverified-Passw0rd!', username: 'unverified', fullname: null, verified: false, mfa: false },
  { email: 'newcomer@example.com', password: 'Newcomer-Passw0rd!', username: 'newcomer', fullname: 'Nova Newcomer', verified: true, mfa: false },
] as const;

/** TOTP secret of mfa@example.com (printed in the README so any authenticator app can be used). */
export const SEEDED_MFA_SECRET = 'JBSWY3DPEHPK3PXP';

/** A deterministic salt so that the same seed always gives byte-identical data. */
const saltFor = (seed: number, email: string) => createHash('sha256').update(`${seed}:${email}`).digest().subarray(0, 16);

export function seedUsers(context: SeedContext): void {
  const { faker } = context;
  SEEDED_USERS.forEach((spec, index) => {
    const user: UserRecord = {
      id: faker.string.uuid(),
      profileId: faker.string.uuid(),
      email: spec.email,
      username: spec.username,
      fullname: spec.fullname,
      passwordHash: hashPassword(spec.password, saltFor(context.seed, spec.email)),
      verified: spec.verified,
      mfaEnabled: spec.mfa,
      mfaSecret: spec.mfa ? SEEDED_MFA_SECRET : null,
      recoveryCodeHashes: [],
      language: 'en',
      referralCode: faker.string.alphanumeric({ length: 8, casing: 'upper' }),
      createdAt: context.present(new Date(Date.UTC(2025, 5, 1) + index * 86_400_000)).toISOString(),
      withdrawalAvailable: true,
      withdrawalReason: null,
      onrampAvailable: true,
      onrampReason: null,
    };
    context.add('users', user);
  });
}
