import { createECDH, createHash } from 'node:crypto';
import { hashRecoveryCode } from '../../identity/recovery-codes';
import type { SeedContext } from '../../store/seed/context';
import './records';

/**
 * Recovery codes of the seeded two-factor user mfa@example.com (each works once at sign-in; a reset
 * brings them back). Printed here so testers can try the recovery path without setting MFA up first.
 */
export const SEEDED_MFA_RECOVERY_CODES = ['RCVA2B3C4D', 'RCVE5F6G7H', 'RCVJ8K9L2M', 'RCVN3P4Q5R', 'RCVS6T7U8V', 'RCVW9X2Y3Z', 'RCVA4B5C6D', 'RCVE7F8G9H'] as const;

export interface VapidKeyPair {
  /** Uncompressed P-256 public key, base64url (87 characters): the browser's applicationServerKey. */
  publicKey: string;
  /** The 32-byte private scalar, base64url (what a push sender signs VAPID JWTs with). */
  privateKey: string;
}

/** A real P-256 key pair derived from the seed: the same seed always gives the same key. */
export function vapidKeyPair(seed: number): VapidKeyPair {
  const ecdh = createECDH('prime256v1');
  // A sha256 digest is a valid P-256 scalar with overwhelming probability (it must be below the group order).
  ecdh.setPrivateKey(createHash('sha256').update(`${seed}:vapid`).digest());
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
}

export function seedSecurity(context: SeedContext): void {
  const mfaUser = context.userByEmail('mfa@example.com');
  mfaUser.recoveryCodeHashes = SEEDED_MFA_RECOVERY_CODES.map(hashRecoveryCode);
}
