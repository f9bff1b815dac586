import { describe, expect, it } from 'vitest';
import { CARD_REQUIREMENTS as FALLBACK_REQUIREMENTS, deriveDepositRequirements, hasOutstanding, isPromotionApplicable, repaymentPaid, repaymentProblem } from './card-funding';

const OLD_USER = '2025-06-01T00:00:00.000Z';
const NEW_USER = '2025-09-03T00:00:00.000Z';
const OUTSIDE = '2026-11-20T10:00:00.000Z';

describe('required total (spec 02 §9)', () => {
  it('is (minimum + activation fee) / (1 - fee), floored to cents, in USD', () => {
    // debit: (100 + 25) / (1 - 0.02) = 127.551… → 127.55 sent on chain, of which 2.55 is the direct fee; from the
    // account balance no direct fee: 125.00.
    expect(deriveDepositRequirements('debit', FALLBACK_REQUIREMENTS, { userCreatedAt: OLD_USER, appliedAt: OUTSIDE })).toEqual({
      minimumDeposit: '100',
      activationFee: '25',
      accountTotalRequired: '125.00',
      feeRate: '0.02',
      totalRequired: '127.55',
      directFee: '2.55',
      currency: 'USD',
      isPromotion: false,
    });
    // credit stake: (1000 + 50) / (1 - 0.015) = 1065.989… → 1065.98
    expect(deriveDepositRequirements('credit', FALLBACK_REQUIREMENTS, { userCreatedAt: OLD_USER, appliedAt: OUTSIDE }).totalRequired).toBe('1065.98');
  });

  it('does not gross up a fee outside [0, 1)', () => {
    const requirements = { ...FALLBACK_REQUIREMENTS, fees: { direct_deposit: '1', direct_stake: '0.015' } };
    expect(deriveDepositRequirements('debit', requirements, { userCreatedAt: OLD_USER, appliedAt: OUTSIDE }).totalRequired).toBe('125.00');
    const free = { ...FALLBACK_REQUIREMENTS, fees: { direct_deposit: '0', direct_stake: '0' } };
    expect(deriveDepositRequirements('credit', free, { userCreatedAt: OLD_USER, appliedAt: OUTSIDE }).totalRequired).toBe('1050.00');
  });
});

describe('promotion (spec 02 §9)', () => {
  it('applies to users created before 2025-09-03 applying from 2025-09-04 19:30 to 2025-09-07 23:59:59', () => {
    expect(isPromotionApplicable(OLD_USER, '2025-09-04T19:29:59.999Z')).toBe(false);
    expect(isPromotionApplicable(OLD_USER, '2025-09-04T19:30:00.000Z')).toBe(true);
    expect(isPromotionApplicable(OLD_USER, '2025-09-07T23:59:59.000Z')).toBe(true);
    expect(isPromotionApplicable(OLD_USER, '2025-09-08T00:00:00.000Z')).toBe(false);
    expect(isPromotionApplicable('2025-09-02T23:59:59.999Z', '2025-09-05T00:00:00.000Z')).toBe(true);
    expect(isPromotionApplicable(NEW_USER, '2025-09-05T00:00:00.000Z')).toBe(false);
    expect(isPromotionApplicable(null, '2025-09-05T00:00:00.000Z')).toBe(false);
  });

  it('sets the required deposit or stake to 100', () => {
    const context = { userCreatedAt: OLD_USER, appliedAt: '2025-09-05T12:00:00.000Z' };
    const credit = deriveDepositRequirements('credit', FALLBACK_REQUIREMENTS, context);
    // (100 + 50) / (1 - 0.015) = 152.284… → 152.28
    expect(credit).toMatchObject({ minimumDeposit: '100', totalRequired: '152.28', isPromotion: true });
    expect(deriveDepositRequirements('debit', FALLBACK_REQUIREMENTS, context)).toMatchObject({ minimumDeposit: '100', totalRequired: '127.55', isPromotion: true });
  });
});

describe('credit repayment (spec 02 §4, §5, §9)', () => {
  it('is positive, with at most 2 decimals, at least 0.01 and within 0.1 of the outstanding amount', () => {
    expect(repaymentProblem('', '237.60')).toBe('invalidAmount');
    expect(repaymentProblem('abc', '237.60')).toBe('invalidAmount');
    expect(repaymentProblem('0', '237.60')).toBe('invalidAmount');
    expect(repaymentProblem('1.001', '237.60')).toBe('decimalPlaces');
    expect(repaymentProblem('0.009', '237.60')).toBe('decimalPlaces');
    expect(repaymentProblem('0.01', '237.60')).toBeNull();
    // 'Repayment amount cannot exceed outstanding balance of {amount}': the tolerance is 0.1 USD.
    expect(repaymentProblem('237.70', '237.60')).toBeNull();
    expect(repaymentProblem('237.71', '237.60')).toBe('exceedsOutstanding');
  });

  it('never pays off more than is owed, and needs something owed (repay is enabled only if used > 0)', () => {
    expect(repaymentPaid('237.70', '237.60').toFixed(2)).toBe('237.60');
    expect(repaymentPaid('100.00', '237.60').toFixed(2)).toBe('100.00');
    expect(['237.60', '0.01', '0.00', '0'].map(hasOutstanding)).toEqual([true, true, false, false]);
  });
});
