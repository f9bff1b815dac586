import { describe, expect, it } from 'vitest';
import { randomHex } from './ids';

describe('randomHex (the domains’ random ids)', () => {
  it('gives the asked number of bytes as lower-case hex', () => {
    expect(randomHex(6)).toMatch(/^[0-9a-f]{12}$/);
    expect(randomHex(8)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('never hands out the same bytes twice, across refills of its pool', () => {
    // 4 KiB per pool: 3,000 ids of 8 bytes cross five refills.
    const ids = Array.from({ length: 3000 }, () => randomHex(8));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes a request larger than its pool directly', () => {
    expect(randomHex(5000)).toMatch(/^[0-9a-f]{10000}$/);
  });
});
