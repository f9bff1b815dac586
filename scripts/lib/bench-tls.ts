/**
 * A certificate for the benches' HTTPS server on 127.0.0.1, made for one run (never written to disk, never trusted
 * by anything but the Chromium the bench starts, which accepts this one key: --ignore-certificate-errors-spki-list).
 */
import { createHash, X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';

export interface LoopbackTls {
  key: string;
  cert: string;
  /** Chromium's flag that accepts this certificate's key and no other unknown one. */
  chromiumFlag: string;
}

export async function loopbackTls(): Promise<LoopbackTls> {
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 60_000),
    notAfterDate: new Date(now + 24 * 3600_000),
    extensions: [
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
      { name: 'extKeyUsage', serverAuth: true },
    ],
  });
  const spki = new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' });
  return { key: pems.private, cert: pems.cert, chromiumFlag: `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}` };
}
