import { describe, expect, it } from 'vitest';
import { dec } from '@contract-kit/money';
import { bufferedCryptoAmount, checkFundingAmount, displayCryptoAmount, fundingReference, maximumFor, parseUsdAmount, repaymentRequired } from './amounts';

describe('crypto buffer (spec 02 §9: 0.5 %, rounded up to 6 decimals, shown with 4)', () => {
  it('adds 0.5 % and rounds up at 6 decimals', () => {
    // 127.55 / 1 × 1.005 = 128.18775
    expect(bufferedCryptoAmount('127.55', '1').toFixed()).toBe('128.18775');
    // 127.55 / 0.995 × 1.005 = 128.83190954… → 128.83191
    expect(bufferedCryptoAmount('127.55', '0.995').toFixed()).toBe('128.83191');
    // LOOK at the fallback rate 0.1: 100 / 0.1 × 1.005 = 1005
    expect(bufferedCryptoAmount('100', '0.1').toFixed()).toBe('1005');
    // 1 / 3 × 1.005 = 0.335 exactly; 10 / 3 × 1.005 = 3.35; 0.01 / 0.7 × 1.005 = 0.014357142… → 0.014358
    expect(bufferedCryptoAmount('0.01', '0.7').toFixed()).toBe('0.014358');
  });

  it('falls back to amount × 1.005 at the rate 1.0 of USDT and USDC', () => {
    expect(bufferedCryptoAmount('1065.98', '1.0').eq(dec('1065.98').times('1.005').round(6, 3))).toBe(true);
    expect(bufferedCryptoAmount('1065.98', '1.0').toFixed()).toBe('1071.3099');
  });

  it('displays 4 decimals, never less than the amount', () => {
    expect(displayCryptoAmount('128.18775')).toBe('128.1878');
    expect(displayCryptoAmount('1005')).toBe('1005.0000');
    expect(displayCryptoAmount('0.014358')).toBe('0.0144');
  });
});

describe('repayment (spec 02 §5, §9)', () => {
  it('grosses the outstanding amount up by the direct deposit fee', () => {
    // 237.60 / 0.98 = 242.448979… → 242.45
    expect(repaymentRequired('237.60', '0.02').toFixed(2)).toBe('242.45');
    expect(repaymentRequired('98.00', '0.02').toFixed(2)).toBe('100.00');
    expect(repaymentRequired('10', '1').toFixed(2)).toBe('10.00');
  });

  it('has the maxima of the spec', () => {
    const card = { deposit: { available: '250.00' }, credit: { limit: '1500.00', used: '237.60' } };
    expect(maximumFor('withdraw', card, '0').toFixed(2)).toBe('250.00');
    expect(maximumFor('unstake', card, '1500.00').toFixed(2)).toBe('1500.00');
    // Collateral backing used credit is not releasable: the server's releasable amount caps the limit.
    expect(maximumFor('unstake', card, '1262.40').toFixed(2)).toBe('1262.40');
    expect(maximumFor('repay', card, '800.00').toFixed(2)).toBe('237.60');
    expect(maximumFor('repay', card, '100.00').toFixed(2)).toBe('100.00');
  });
});

describe('funding amounts (spec 02 §5)', () => {
  it('accepts digits with up to 2 decimals above 0', () => {
    expect(parseUsdAmount('127.55')?.toFixed(2)).toBe('127.55');
    expect(parseUsdAmount('0')).toBeNull();
    expect(parseUsdAmount('1.234')).toBeNull();
    expect(parseUsdAmount('-1')).toBeNull();
  });

  it('compares the cost in the source currency with its balance', () => {
    const oneToOne = (amount: ReturnType<typeof dec>) => amount;
    expect(checkFundingAmount('', oneToOne, '10')).toEqual({ kind: 'invalid' });
    expect(checkFundingAmount('10.00', oneToOne, '10')).toMatchObject({ kind: 'ok' });
    const insufficient = checkFundingAmount('10.01', oneToOne, '10');
    expect(insufficient.kind).toBe('insufficient');
  });

  it('prefixes references by model', () => {
    expect(fundingReference('debit', 1763720130000)).toBe('DEPOSIT_1763720130000');
    expect(fundingReference('credit', 1763720130000)).toBe('STAKE_1763720130000');
  });
});

describe('rate display (spec 02 §9)', () => {
  it('shows 4 decimals for USD-like currencies or rates of at least 1, else 6', async () => {
    const { displayRate } = await import('./amounts');
    expect(displayRate('0.995', 'USDT')).toBe('0.9950');
    expect(displayRate('0.0995', 'LOOK')).toBe('0.099500');
    expect(displayRate('3150.42', 'ETH')).toBe('3150.4200');
  });
});
