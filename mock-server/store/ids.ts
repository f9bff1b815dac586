import { createHash, randomBytes, randomFillSync, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Ids, codes and checksums of the mock server, in one place: random codes and tokens, hashes of stored secrets, card
 * numbers (Luhn), chain addresses (hex, base58check), transaction hashes and the other ids the domains hand out.
 * Derived ids are pure functions of their input (the same seed gives the same data); random ones take a
 * `RandomInt` (faker in seeds, crypto at run time) or use crypto directly.
 */

/** A source of integers in [0, max): faker in seeds, crypto.randomInt at run time. */
export type RandomInt = (max: number) => number;
export const secureRandomInt: RandomInt = (max) => randomInt(max);

// ---------------------------------------------------------------------------------------------- codes and tokens

/** Upper-case letters and digits without 0/O and 1/I: codes a person reads off a screen or paper. */
export const UNAMBIGUOUS_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Every upper-case letter and digit (the contract's `verification-code` format). */
export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `length` characters of `alphabet`, drawn with crypto.randomInt. */
export function randomCode(alphabet: string, length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** A 6-character e-mail verification code: upper-case letters or digits (spec 01 §5). */
export const newVerificationCode = (length = 6): string => randomCode(CODE_ALPHABET, length);

/** An 8-character referral code no user has yet (`isTaken` tells). */
export function newReferralCode(isTaken: (code: string) => boolean): string {
  for (;;) {
    const code = randomCode(UNAMBIGUOUS_ALPHABET, 8);
    if (!isTaken(code)) return code;
  }
}

/** The pool {@link randomHex} draws from, and the first of its bytes not handed out yet. */
const ID_POOL = Buffer.alloc(4096);
let idPoolOffset = ID_POOL.length;

/**
 * `bytes` random bytes as hex, for the ids the domains hand out (`trf-…`, `atx-…`, the deposits' `dep-…`, `cdep-…`):
 * drawn from a pool of crypto-random bytes refilled 4 KiB at a time, each byte used once. A `randomBytes()` call per
 * id cost ≈ 10 µs of the event loop, a fifth of the server's time under a stream of transfers (three ids each; issue
 * 18's bench). Secrets (tokens, session ids, salts) keep `randomBytes` of their own.
 */
export function randomHex(bytes: number): string {
  if (bytes > ID_POOL.length) return randomBytes(bytes).toString('hex');
  if (idPoolOffset + bytes > ID_POOL.length) {
    randomFillSync(ID_POOL);
    idPoolOffset = 0;
  }
  const hex = ID_POOL.toString('hex', idPoolOffset, idPoolOffset + bytes);
  idPoolOffset += bytes;
  return hex;
}

/** An opaque one-time token (256 bits). */
export const newToken = (): string => randomBytes(32).toString('base64url');

// ---------------------------------------------------------------------------------------------- stored secrets

/** How codes, ids and tokens are stored: their sha256 hex. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Constant-time comparison of a value with a stored sha256 hex. */
export function matchesHash(value: string, storedHex: string | null | undefined): boolean {
  if (!storedHex) return false;
  const actual = Buffer.from(sha256(value), 'hex');
  const expected = Buffer.from(storedHex, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** PINs are never stored in clear: a salted SHA-256 bound to the card. */
export function hashPin(cardId: string, pin: string): string {
  return createHash('sha256').update(`lookcard-pin:${cardId}:${pin}`).digest('base64url');
}

// ---------------------------------------------------------------------------------------------- card numbers

/** `count` random decimal digits. */
export const digits = (count: number, random: RandomInt) => Array.from({ length: count }, () => String(random(10))).join('');

/** Completes a 15-digit prefix with its Luhn check digit. */
export function withLuhnCheckDigit(prefix: string): string {
  let total = 0;
  for (let i = 0; i < prefix.length; i++) {
    let digit = Number(prefix[prefix.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return `${prefix}${(10 - (total % 10)) % 10}`;
}

export function isLuhnValid(pan: string): boolean {
  return /^\d{13,19}$/.test(pan) && withLuhnCheckDigit(pan.slice(0, -1)) === pan;
}

/** A 12-digit processor transaction id. */
export const processorTid = (random: RandomInt) => `${1 + random(9)}${digits(11, random)}`;

/** PaySafe processor reference: PS-YYYYMMDD-NNNNNN. */
export function paySafeRef(at: Date, random: RandomInt): string {
  return `PS-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${digits(6, random)}`;
}

// ---------------------------------------------------------------------------------------------- chain addresses

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

const sha256Bytes = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** The Tron form (T…, 34 base58 characters) of a 20-byte account: base58check of 0x41 + the account. */
export function tronAddressOf(account: Uint8Array): string {
  const payload = Buffer.concat([Buffer.from([0x41]), Buffer.from(account)]);
  const checksum = sha256Bytes(sha256Bytes(payload)).subarray(0, 4);
  return base58(Buffer.concat([payload, checksum]));
}

const randomBytesFrom = (count: number, random: RandomInt) => Buffer.from(Array.from({ length: count }, () => random(256)));

/** A valid-format Ethereum address (lower-case hex, which needs no EIP-55 checksum). */
export function evmAddress(random: RandomInt): string {
  return `0x${randomBytesFrom(20, random).toString('hex')}`;
}

/** A valid Tron address of a random account. */
export function tronAddress(random: RandomInt): string {
  return tronAddressOf(randomBytesFrom(20, random));
}

/**
 * A user's deposit addresses (spec 01 §3 Addresses: ethereum and tron), derived from the user id, so they are valid,
 * stable and the same on every start. The Tron address is the base58check form of the same 20-byte account.
 */
export function depositAddressesFor(userId: string): { ethereum: string; tron: string } {
  const account = sha256Bytes(`lookcard:deposit:${userId}`).subarray(0, 20);
  return { ethereum: `0x${account.toString('hex')}`, tron: tronAddressOf(account) };
}

/** A valid address of the chain family, derived from a label (seeded counterparties). */
export function externalAddress(eco: 'ethereum' | 'tron', label: string): string {
  const account = sha256Bytes(`lookcard:external:${label}`).subarray(0, 20);
  return eco === 'tron' ? tronAddressOf(account) : `0x${account.toString('hex')}`;
}

/** A transaction hash as the chain shows it (0x + 64 hex on Ethereum-family chains, 64 hex on Tron). */
export function txHashFor(eco: 'ethereum' | 'tron', label: string): string {
  const hex = sha256Bytes(`lookcard:tx:${label}`).toString('hex');
  return eco === 'tron' ? hex : `0x${hex}`;
}

// ---------------------------------------------------------------------------------------------- derived record ids

/** A stable statement id per card and cycle, formatted as a UUID (the same seed always gives the same ids). */
export function statementIdFor(cardId: string, cycle: string): string {
  const hex = createHash('sha256').update(`lookcard-statement:${cardId}:${cycle}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
