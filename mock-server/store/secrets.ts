import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { AnyRecord } from './schema';

/**
 * The store's key, and what it protects on disk. A card issuer never keeps a readable PAN (PCI DSS 3.5.1) and never
 * keeps the CVV after issuing it (3.3.1.2); an MFA secret on disk is a second factor for whoever copies the file. So:
 *
 * - PANs and MFA secrets (the enabled one and the one of a set-up in progress) are sealed with AES-256-GCM in the
 *   snapshot and the journal, and opened when the store loads them: in memory, where the handlers need them, they are
 *   plain; `/__db` hides them (transports/db-view.ts).
 * - The CVV is not stored at all: it is derived when asked, from the PAN, the expiry and the key, as an issuer's HSM
 *   derives a CVV2 from its own key — the same card answers the same CVV for as long as the key lives.
 * - The key is 32 random bytes in a file of its own beside the store (`FILE.key`, mode 0600), made on first start. An
 *   in-memory store gets a fresh key per process. Losing the key makes the sealed fields unreadable: the store then
 *   refuses to start rather than serve cards without numbers (start with --reset for a new store).
 */

const SEALED = 'sealed:v1:';

/** The record fields sealed at rest, per collection: a dotted path into the record. */
const SEALED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  cards: ['credentials.pan'],
  users: ['mfaSecret'],
  mfaSetups: ['secret'],
};

/** Fields a store written by an older version may still hold and that are dropped when it is read: the CVV. */
const DROPPED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  cards: ['credentials.cvv'],
};

/** A store key: 32 bytes. */
export type StoreKey = Buffer;

/** A fresh key for a store that lives in memory only. */
export const newStoreKey = (): StoreKey => randomBytes(32);

/** The key in `file` (64 hex digits), made (0600) when the file does not exist; an existing file is set to 0600. */
export function loadOrCreateStoreKey(file: string): StoreKey {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const key = newStoreKey();
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  }
  chmodSync(file, 0o600);
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file}: not a store key (64 hex digits); restore it, or start with --reset for a new store`);
  return Buffer.from(text, 'hex');
}

/** `value` sealed with AES-256-GCM under `key`: `sealed:v1:` and the base64url of IV (12), tag (16) and ciphertext. */
export function seal(key: StoreKey, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${SEALED}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plain value of a sealed one; a value that is not sealed (a store written before sealing) as it is. */
export function unseal(key: StoreKey, value: string): string {
  if (!value.startsWith(SEALED)) return value;
  const raw = Buffer.from(value.slice(SEALED.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  try {
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('a sealed field of the store does not open with its key (was FILE.key replaced?); restore the key, or start with --reset');
  }
}

/**
 * The record with the field at `path` (dotted) replaced by `update(value)`, or removed when that gives undefined;
 * unchanged when the path is not there. Copies only along the path.
 */
function updateField(record: AnyRecord, path: string, update: (value: unknown) => unknown): AnyRecord {
  const [head, ...rest] = path.split('.');
  if (head === undefined || !(head in record)) return record;
  const value = (record as Record<string, unknown>)[head];
  const next = rest.length === 0 ? update(value) : value && typeof value === 'object' ? updateField(value as AnyRecord, rest.join('.'), update) : value;
  if (next === undefined) return Object.fromEntries(Object.entries(record).filter(([name]) => name !== head)) as AnyRecord;
  return next === value ? record : { ...record, [head]: next };
}

const mapField = (record: AnyRecord, path: string, map: (value: string) => string) => updateField(record, path, (value) => (typeof value === 'string' ? map(value) : value));
const dropField = (record: AnyRecord, path: string) => updateField(record, path, () => undefined);

const mapRecord = (collection: string, record: AnyRecord, map: (value: string) => string): AnyRecord => (SEALED_FIELDS[collection] ?? []).reduce((sealed, path) => mapField(sealed, path, map), record);

/** A record as written to disk: its secret fields sealed. */
export const sealRecord = (key: StoreKey, collection: string, record: AnyRecord) => mapRecord(collection, record, (value) => seal(key, value));
/** A record as read from disk: its sealed fields opened, and what is no longer kept (an old store's CVV) dropped. */
export const unsealRecord = (key: StoreKey, collection: string, record: AnyRecord) =>
  (DROPPED_FIELDS[collection] ?? []).reduce(
    dropField,
    mapRecord(collection, record, (value) => unseal(key, value)),
  );

/** The card's CVV2: three digits of an HMAC of the PAN and the expiry under the store key (never stored). */
export function cvvOf(key: StoreKey, pan: string, expiry: string): string {
  const mac = createHmac('sha256', key).update(`cvv2|${pan}|${expiry}`).digest();
  return String(mac.readUInt32BE(0) % 1000).padStart(3, '0');
}
