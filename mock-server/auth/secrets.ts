import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Random codes, ids and tokens of the auth flows, and how they are stored (sha256 hex). */
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A 6-character e-mail verification code: upper-case letters or digits (spec 01 §5). */
export function newVerificationCode(length = 6): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** An opaque one-time token (256 bits). */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Constant-time comparison of a value with a stored sha256 hex. */
export function matchesHash(value: string, storedHex: string | null | undefined): boolean {
  if (!storedHex) return false;
  const actual = Buffer.from(sha256(value), 'hex');
  const expected = Buffer.from(storedHex, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
