import { createCipheriv, createECDH, createPrivateKey, hkdfSync, randomBytes, sign } from 'node:crypto';

/**
 * Web Push for the simulator's test notification: a message (RFC 8030) whose payload is encrypted for the browser's
 * subscription keys with aes128gcm (RFC 8291, RFC 8188), signed with the server's VAPID key (RFC 8292). No library:
 * node:crypto has every primitive, and the whole of it is below.
 */

export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key, uncompressed (65 bytes), base64url. */
  p256dh: string;
  /** The browser's 16-byte authentication secret, base64url. */
  auth: string;
}

export interface VapidKeys {
  /** Uncompressed P-256 public point (65 bytes), base64url. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
}

/** One record holds the whole message (RFC 8291 §4: at most 4096 octets). */
const RECORD_SIZE = 4096;
const KEY_LENGTH = 16;
const NONCE_LENGTH = 12;
const TAG_LENGTH = 16;
/** What fits in the single record: the record size less the padding delimiter and the tag. */
export const MAX_PUSH_PAYLOAD_BYTES = RECORD_SIZE - 1 - TAG_LENGTH - 86;

const info = (label: string, ...parts: Buffer[]) => Buffer.concat([Buffer.from(label, 'utf8'), Buffer.from([0]), ...parts]);
const hkdf = (ikm: Buffer, salt: Buffer, label: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, label, length));

/**
 * RFC 8291 §3–4: the aes128gcm body for `target`: salt (16) ‖ record size (4) ‖ key id length (1) ‖ the server's
 * ephemeral public key (65) ‖ the ciphertext of `plaintext` ‖ 0x02 (the last record's padding delimiter), with its tag.
 * `ephemeral` and `salt` are fresh for every message unless a test fixes them.
 */
export function encryptPushPayload(target: Pick<PushTarget, 'p256dh' | 'auth'>, plaintext: Buffer, options: { ephemeralPrivateKey?: Buffer; salt?: Buffer } = {}): Buffer {
  if (plaintext.length > MAX_PUSH_PAYLOAD_BYTES) throw new Error(`web-push: a payload of ${plaintext.length} bytes does not fit one record`);
  const userAgentPublic = Buffer.from(target.p256dh, 'base64url');
  const authSecret = Buffer.from(target.auth, 'base64url');
  const ephemeral = createECDH('prime256v1');
  if (options.ephemeralPrivateKey) ephemeral.setPrivateKey(options.ephemeralPrivateKey);
  else ephemeral.generateKeys();
  const serverPublic = ephemeral.getPublicKey();
  const sharedSecret = ephemeral.computeSecret(userAgentPublic);
  // IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" ‖ 0x00 ‖ ua_public ‖ as_public, 32)
  const ikm = hkdf(sharedSecret, authSecret, info('WebPush: info', userAgentPublic, serverPublic), 32);
  const salt = options.salt ?? randomBytes(16);
  const key = hkdf(ikm, salt, info('Content-Encoding: aes128gcm'), KEY_LENGTH);
  const nonce = hkdf(ikm, salt, info('Content-Encoding: nonce'), NONCE_LENGTH);
  const cipher = createCipheriv('aes-128-gcm', key, nonce);
  const ciphertext = Buffer.concat([cipher.update(Buffer.concat([plaintext, Buffer.from([2])])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(16 + 4 + 1);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(serverPublic.length, 20);
  return Buffer.concat([header, serverPublic, ciphertext]);
}

/** RFC 8292: the `Authorization: vapid t=…, k=…` header for a push service at `audience` (its origin), valid 12 hours. */
export function vapidAuthorization(audience: string, keys: VapidKeys, nowMs: number, subject = 'mailto:simulator@lookcard.example'): string {
  const publicKey = Buffer.from(keys.publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: publicKey.subarray(1, 33).toString('base64url'),
    y: publicKey.subarray(33, 65).toString('base64url'),
    d: keys.privateKey,
  };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode({ aud: audience, exp: Math.floor(nowMs / 1000) + 12 * 3600, sub: subject })}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key: createPrivateKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' });
  return `vapid t=${unsigned}.${signature.toString('base64url')}, k=${keys.publicKey}`;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Push services are called over https only — or over http on a loopback address (a test's push service). */
export function isCallablePushService(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return url.protocol === 'https:' || (url.protocol === 'http:' && (LOOPBACK_HOSTS.has(url.hostname) || url.hostname.startsWith('127.')));
}

export type PushOutcome = { outcome: 'delivered' | 'gone' | 'failed'; status?: number; message?: string };

/** Sends one push message (TTL 60 s) and says what the push service answered. Never throws. */
export async function sendPush(target: PushTarget, payload: unknown, keys: VapidKeys, nowMs: number, timeoutMs = 10_000): Promise<PushOutcome> {
  if (!isCallablePushService(target.endpoint)) return { outcome: 'failed', message: 'The push service is not an https URL' };
  try {
    const body = encryptPushPayload(target, Buffer.from(JSON.stringify(payload), 'utf8'));
    const response = await fetch(target.endpoint, {
      method: 'POST',
      headers: {
        Authorization: vapidAuthorization(new URL(target.endpoint).origin, keys, nowMs),
        'Content-Encoding': 'aes128gcm',
        'Content-Type': 'application/octet-stream',
        TTL: '60',
        Urgency: 'normal',
      },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { outcome: 'delivered', status: response.status };
    if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status, message: 'The browser no longer has this subscription' };
    return { outcome: 'failed', status: response.status, message: `The push service answered ${response.status}` };
  } catch (error) {
    return { outcome: 'failed', message: `The push service could not be reached: ${error instanceof Error ? error.message : String(error)}`.slice(0, 255) };
  }
}
