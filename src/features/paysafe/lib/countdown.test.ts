import { describe, expect, it } from 'vitest';
import { formatApprovalAmount } from './format';
import { formatCountdown } from './countdown';

describe('PaySafe countdown (spec 02 §4)', () => {
  it('shows mm:ss, rounding partial seconds up', () => {
    expect(formatCountdown(300_000)).toBe('05:00');
    expect(formatCountdown(299_001)).toBe('05:00');
    expect(formatCountdown(299_000)).toBe('04:59');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(1)).toBe('00:01');
  });

  it('shows 00:00 once expired', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });
});

describe('approval amounts', () => {
  it('formats ISO currencies through Intl and others with their symbol', () => {
    expect(formatApprovalAmount('129.99', 'USD', 'en')).toBe('$129.99');
    expect(formatApprovalAmount('1234.5', 'EUR', 'en')).toBe('€1,234.50');
    expect(formatApprovalAmount('12.5', 'USDT', 'en')).toBe('12.50 USDT');
  });
});
