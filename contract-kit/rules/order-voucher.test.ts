import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_VOUCHER, isFirstTimeOrder, voucherDiscount, withVoucher } from './order-voucher';

const FEES = { baseFee: '20.00', shippingFee: '5.00', processingFee: '0.00', totalFee: '25.00', currency: 'USD' as const };
const ACTIVE = { ...DEFAULT_ORDER_VOUCHER, isActive: true };

describe('the order voucher and the first-time order check (spec 02 §6, §9)', () => {
  it('has the default voucher CARD10OFF worth 10, inactive', () => {
    expect(DEFAULT_ORDER_VOUCHER).toEqual({ code: 'CARD10OFF', amount: '10.00', isActive: false });
    expect(Object.isFrozen(DEFAULT_ORDER_VOUCHER)).toBe(true);
  });

  it('takes nothing off while inactive, even on a first order', () => {
    expect(voucherDiscount('25.00', DEFAULT_ORDER_VOUCHER, true).toFixed(2)).toBe('0.00');
    expect(withVoucher(FEES, DEFAULT_ORDER_VOUCHER, true)).toBe(FEES);
  });

  it('once active, takes its 10 off a first order only, never below zero', () => {
    expect(withVoucher(FEES, ACTIVE, true)).toEqual({ ...FEES, totalFee: '15.00' });
    expect(withVoucher(FEES, ACTIVE, false)).toBe(FEES);
    expect(voucherDiscount('7.50', ACTIVE, true).toFixed(2)).toBe('7.50');
  });

  it('calls an order first-time when no card has a physical card yet, or when the development testing flag says so', () => {
    expect(isFirstTimeOrder([{ physicalStatus: 'null' }, { physicalStatus: 'null' }])).toBe(true);
    expect(isFirstTimeOrder([])).toBe(true);
    expect(isFirstTimeOrder([{ physicalStatus: 'null' }, { physicalStatus: 'shipped' }])).toBe(false);
    expect(isFirstTimeOrder([{ physicalStatus: 'fulfilled' }], true)).toBe(true);
  });
});
