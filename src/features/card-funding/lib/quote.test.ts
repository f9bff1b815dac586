import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { bufferedCryptoAmount } from './amounts';
import { fallbackQuote, isQuotable, isUnknownQuoteError, msUntilExpiry } from './quote';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');

describe('exchange quotes (spec 02 §5, §8)', () => {
  it('quotes only USDT, USDC and LOOK', () => {
    expect(['USDT', 'USDC', 'LOOK', 'ETH', 'USD', null].map(isQuotable)).toEqual([true, true, true, false, false, false]);
  });

  it("falls back on 'Unknown error' only", () => {
    expect(isUnknownQuoteError(new ApiError({ status: 500, message: 'Unknown error' }))).toBe(true);
    expect(isUnknownQuoteError(new ApiError({ status: 422, message: 'Exchange for LOOK is temporarily unavailable' }))).toBe(false);
  });

  it('uses rate 1.0 for USDT and USDC (amount × 1.005) and 0.1 for LOOK, valid 60 s', () => {
    const usdt = fallbackQuote('USDT', '127.55', NOW);
    expect(usdt).toMatchObject({ effectiveRate: '1', baseAmount: '127.55', expiresAt: '2026-11-21T10:01:00.000Z', isFallback: true });
    expect(bufferedCryptoAmount('127.55', usdt.effectiveRate).toFixed()).toBe('128.18775');
    const look = fallbackQuote('LOOK', '100', NOW);
    expect(look.baseAmount).toBe('1000');
    expect(bufferedCryptoAmount('100', look.effectiveRate).toFixed()).toBe('1005');
  });

  it('keeps a quote until expiresAt', () => {
    expect(msUntilExpiry({ expiresAt: '2026-11-21T10:00:30.000Z' }, NOW)).toBe(30_000);
    expect(msUntilExpiry({ expiresAt: '2026-11-21T09:59:00.000Z' }, NOW)).toBe(0);
    expect(msUntilExpiry(undefined, NOW)).toBe(0);
  });
});
