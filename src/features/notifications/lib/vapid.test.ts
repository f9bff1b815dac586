import { describe, expect, it } from 'vitest';
import { vapidKeyToBytes } from './vapid';

describe('vapidKeyToBytes', () => {
  it('decodes a base64url P-256 public key into 65 bytes starting with 0x04', () => {
    const key = 'BD3TcbmPMXhVWwibd4nYyLDag6vdSBSFMvEsB1kVVj1hb6DAVrShQsTcApsb8voJXTApfAM31_htqjHs-HEbTS4';
    const bytes = vapidKeyToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString('base64url')).toBe(key);
  });
});
