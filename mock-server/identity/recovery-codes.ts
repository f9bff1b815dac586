import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * MFA recovery codes: 10 upper-case letters or digits (contract format `recovery-code`, `^[A-Z0-9]{10}$`),
 * each usable once. Only their hashes are stored (`UserRecord.recoveryCodeHashes`).
 *
 * The hash is the sha256 hex of the normalised code (upper-cased, spaces and dashes removed), so a code
 * typed as "7h2k9-qx4mz" matches "7H2K9QX4MZ". Recovery codes are random (50+ bits each), so a fast hash
 * is enough; the comparison is constant-time.
 *
 * Shared by the security domain (set-up, regeneration) and the auth domain (sign-in with a recovery
 * code, which must remove the used hash from the user's list).
 */
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODE_COUNT = 8;
/** No 0/O or 1/I: the codes are read off paper. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Upper-cases and removes spaces and dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

/**
 * Index of the stored hash the code matches, or -1. The caller removes that hash on use:
 * `user.recoveryCodeHashes.filter((_, i) => i !== index)`.
 */
export function matchRecoveryCode(code: string, hashes: readonly string[]): number {
  const normalized = normalizeRecoveryCode(code);
  if (!/^[A-Z0-9]{10}$/.test(normalized)) return -1;
  const candidate = Buffer.from(hashRecoveryCode(normalized), 'hex');
  let found = -1;
  hashes.forEach((stored, index) => {
    const expected = Buffer.from(stored, 'hex');
    if (expected.length === candidate.length && timingSafeEqual(expected, candidate) && found < 0) found = index;
  });
  return found;
}

/** New random codes (cryptographically random). */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    codes.add(code);
  }
  return [...codes];
}
