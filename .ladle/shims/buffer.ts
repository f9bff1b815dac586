import { Buffer as BrowserBuffer } from 'buffer';

/**
 * Node's `Buffer` for the in-browser mock backend (Ladle only). The `buffer` package is Node's API for
 * browsers but predates the `base64url` encoding the mock server uses for tokens, salts and keys: it is
 * added here (decoding base64 already accepts the URL-safe alphabet and missing padding).
 */
const toBase64Url = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => text.replace(/-/g, '+').replace(/_/g, '/');

const proto = BrowserBuffer.prototype as unknown as { toString: (encoding?: string, start?: number, end?: number) => string };
const originalToString = proto.toString;
proto.toString = function toString(this: BrowserBuffer, encoding?: string, start?: number, end?: number) {
  if (encoding === 'base64url') return toBase64Url(originalToString.call(this, 'base64', start, end));
  return originalToString.call(this, encoding, start, end);
};

const statics = BrowserBuffer as unknown as {
  from: (value: unknown, encodingOrOffset?: unknown, length?: number) => BrowserBuffer;
  byteLength: (value: unknown, encoding?: string) => number;
  isEncoding: (encoding: string) => boolean;
};
const originalFrom = statics.from;
statics.from = function from(value: unknown, encodingOrOffset?: unknown, length?: number) {
  if (typeof value === 'string' && encodingOrOffset === 'base64url') return originalFrom.call(BrowserBuffer, fromBase64Url(value), 'base64');
  return originalFrom.call(BrowserBuffer, value, encodingOrOffset, length);
};
const originalByteLength = statics.byteLength;
statics.byteLength = function byteLength(value: unknown, encoding?: string) {
  if (typeof value === 'string' && encoding === 'base64url') return originalByteLength.call(BrowserBuffer, fromBase64Url(value), 'base64');
  return originalByteLength.call(BrowserBuffer, value, encoding);
};
const originalIsEncoding = statics.isEncoding;
statics.isEncoding = (encoding: string) => encoding === 'base64url' || originalIsEncoding.call(BrowserBuffer, encoding);

export { BrowserBuffer as Buffer };
