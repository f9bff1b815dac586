import { p256 } from '@noble/curves/nist';
import { hkdf } from '@noble/hashes/hkdf';
import { hmac } from '@noble/hashes/hmac';
import { sha1 } from '@noble/hashes/legacy';
import { scrypt } from '@noble/hashes/scrypt';
import { sha256, sha512 } from '@noble/hashes/sha2';
import { Buffer } from './buffer';

/**
 * `node:crypto` for the in-browser mock backend (Ladle only): exactly the functions the mock server
 * imports, with Node's semantics. Randomness from WebCrypto; hashes, HMAC, scrypt and P-256 from the
 * audited @noble libraries (synchronous, as the mock server's handlers are).
 */
type Bytes = Uint8Array;
type Input = string | Bytes;

const HASHES = { sha1, sha256, sha512 } as const;
type Algorithm = keyof typeof HASHES;

const toBytes = (data: Input): Bytes => (typeof data === 'string' ? new TextEncoder().encode(data) : data);

function hashFor(algorithm: string) {
  const hash = HASHES[algorithm.toLowerCase().replace('-', '') as Algorithm];
  if (!hash) throw new Error(`crypto shim: unsupported digest ${algorithm}`);
  return hash;
}

function output(bytes: Bytes, encoding?: string): Buffer | string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return encoding ? buffer.toString(encoding as BufferEncoding) : buffer;
}

interface Digestible {
  update(data: Input): Digestible;
  digest(): Buffer;
  digest(encoding: string): string;
}

function digestible(start: () => { update(data: Bytes): unknown; digest(): Bytes }): Digestible {
  const state = start();
  const self = {
    update(data: Input) {
      state.update(toBytes(data));
      return self;
    },
    digest: ((encoding?: string) => output(state.digest(), encoding)) as Digestible['digest'],
  };
  return self;
}

export function createHash(algorithm: string): Digestible {
  const hash = hashFor(algorithm);
  return digestible(() => hash.create());
}

export function createHmac(algorithm: string, key: Input): Digestible {
  const hash = hashFor(algorithm);
  return digestible(() => hmac.create(hash, toBytes(key)));
}

/** Fills `bytes` with random bytes in place and returns it (the mock server's pool of id bytes). */
export function randomFillSync<T extends Bytes>(bytes: T): T {
  // getRandomValues fills at most 65,536 bytes per call.
  for (let offset = 0; offset < bytes.length; offset += 65_536) globalThis.crypto.getRandomValues(bytes.subarray(offset, Math.min(bytes.length, offset + 65_536)));
  return bytes;
}

export function randomBytes(size: number): Buffer {
  return Buffer.from(randomFillSync(new Uint8Array(size)).buffer);
}

export function randomUUID(): string {
  return globalThis.crypto.randomUUID();
}

/** A uniform integer in [min, max) — `randomInt(max)` or `randomInt(min, max)` — without modulo bias. */
export function randomInt(minOrMax: number, maybeMax?: number): number {
  const [min, max] = maybeMax === undefined ? [0, minOrMax] : [minOrMax, maybeMax];
  const range = max - min;
  if (!Number.isSafeInteger(range) || range <= 0 || range > 2 ** 32) throw new RangeError(`crypto shim: bad randomInt range ${min}..${max}`);
  const limit = 2 ** 32 - (2 ** 32 % range);
  const word = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(word);
    const value = word[0] ?? 0;
    if (value < limit) return min + (value % range);
  }
}

export function timingSafeEqual(a: Bytes, b: Bytes): boolean {
  if (a.byteLength !== b.byteLength) throw new RangeError('Input buffers must have the same byte length');
  let diff = 0;
  for (let i = 0; i < a.byteLength; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

// scrypt is deliberately slow and deterministic: seeded users are re-hashed on every reset, so remember results.
const scryptCache = new Map<string, Bytes>();

export function scryptSync(password: Input, salt: Input, keylen: number, options: { N?: number; r?: number; p?: number } = {}): Buffer {
  const { N = 16_384, r = 8, p = 1 } = options;
  const passwordBytes = toBytes(password);
  const saltBytes = toBytes(salt);
  const key = `${N}:${r}:${p}:${keylen}:${Buffer.from(passwordBytes).toString('hex')}:${Buffer.from(saltBytes).toString('hex')}`;
  let derived = scryptCache.get(key);
  if (!derived) {
    derived = scrypt(passwordBytes, saltBytes, { N, r, p, dkLen: keylen });
    scryptCache.set(key, derived);
  }
  return Buffer.from(derived);
}

/** Node's ECDH, for the one curve the mock server uses (prime256v1 = P-256), uncompressed keys. */
export function createECDH(curve: string) {
  if (curve !== 'prime256v1' && curve !== 'secp256r1') throw new Error(`crypto shim: unsupported curve ${curve}`);
  let privateKey: Bytes | null = null;
  const required = () => {
    if (!privateKey) throw new Error('crypto shim: ECDH private key not set');
    return privateKey;
  };
  return {
    generateKeys() {
      privateKey = p256.utils.randomPrivateKey();
      return output(p256.getPublicKey(privateKey, false));
    },
    setPrivateKey(key: Input) {
      privateKey = toBytes(key);
    },
    getPrivateKey(encoding?: string) {
      return output(required(), encoding) as Buffer;
    },
    getPublicKey(encoding?: string) {
      return output(p256.getPublicKey(required(), false), encoding) as Buffer;
    },
    /** Node answers the shared point's x coordinate (32 bytes). */
    computeSecret(otherPublicKey: Input) {
      return output(p256.getSharedSecret(required(), toBytes(otherPublicKey), true).subarray(1)) as Buffer;
    },
  };
}

export function hkdfSync(digest: string, ikm: Input, salt: Input, info: Input, keylen: number): ArrayBuffer {
  const derived = hkdf(hashFor(digest), toBytes(ikm), toBytes(salt), toBytes(info), keylen);
  return derived.buffer.slice(derived.byteOffset, derived.byteOffset + derived.byteLength) as ArrayBuffer;
}

/**
 * Web Push delivery (AES-GCM payload encryption and the VAPID signature) and the store's sealing of its files
 * (store/secrets.ts, AES-GCM) are not part of the in-browser backend: a story never reaches a push service and
 * keeps its store in memory. Named, so a call says so instead of failing obscurely.
 */
function unavailableInLadle(name: string) {
  return (): never => {
    throw new Error(`crypto shim: ${name} is not available in the in-browser mock backend (Web Push needs the Node mock server)`);
  };
}
export const createCipheriv = unavailableInLadle('createCipheriv');
export const createDecipheriv = unavailableInLadle('createDecipheriv');
export const createPrivateKey = unavailableInLadle('createPrivateKey');
export const sign = unavailableInLadle('sign');

export default { createCipheriv, createDecipheriv, createECDH, createHash, createHmac, createPrivateKey, hkdfSync, randomBytes, randomInt, randomUUID, scryptSync, sign, timingSafeEqual };
