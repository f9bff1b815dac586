import { zlibSync, type DeflateOptions } from 'fflate';
import { Buffer } from './buffer';

/**
 * `node:zlib` for the in-browser mock backend (Ladle only): `deflateSync` (zlib-wrapped deflate, as Node's),
 * used by lean-qr's PNG export for the two-factor QR code, through fflate.
 */
export function deflateSync(data: Uint8Array | string, options: { level?: number } = {}): Buffer {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return Buffer.from(zlibSync(bytes, { level: (options.level ?? 6) as DeflateOptions['level'] }));
}

export default { deflateSync };
