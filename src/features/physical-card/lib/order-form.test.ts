import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_VOUCHER } from '@contract-kit/rules/order-voucher';
import { dialCodes, fallbackOrderFees, initialOrderForm, isEmailValid, missingOrderFields, orderCountries, sanitizePhone } from './order-form';

describe('physical card order form (spec 02 §3, §5)', () => {
  it('defaults the country to US, standard shipping, and prefills the user', () => {
    expect(initialOrderForm({ fullname: 'Demo User', email: 'demo@example.com' })).toMatchObject({
      firstName: 'Demo',
      lastName: 'User',
      email: 'demo@example.com',
      country: 'US',
      dialCode: '+1',
      shippingMethod: 'standard',
      line2: '',
    });
  });

  it('requires every field but line2', () => {
    const form = { ...initialOrderForm(null), country: '', dialCode: '' };
    expect(missingOrderFields(form)).toEqual(['firstName', 'lastName', 'phoneNumber', 'dialCode', 'email', 'line1', 'city', 'postalCode', 'country']);
    const complete = { ...initialOrderForm({ fullname: 'Demo User', email: 'demo@example.com' }), phoneNumber: '4155550132', line1: '500 Howard St', city: 'San Francisco', postalCode: '94105' };
    expect(missingOrderFields(complete)).toEqual([]);
    expect(missingOrderFields({ ...complete, city: '   ' })).toEqual(['city']);
  });

  it('excludes IN from the countries', () => {
    expect(orderCountries()).not.toContain('IN');
    expect(orderCountries()).toContain('US');
    expect(dialCodes()).not.toContain('+91');
  });

  it('keeps phone digits and checks e-mails', () => {
    expect(sanitizePhone('(415) 555-0132')).toBe('4155550132');
    expect(isEmailValid('demo@example.com')).toBe(true);
    expect(isEmailValid('demo@')).toBe(false);
  });
});

describe('the fee fallback with the voucher (spec 02 §6, §8, §9)', () => {
  const neverOrdered = [{ physicalStatus: 'null' }];
  const ordered = [{ physicalStatus: 'shipped' }];
  it('is 20.00 whatever the order: CARD10OFF is inactive, the testing flag changes nothing then', () => {
    expect(fallbackOrderFees(neverOrdered, false).totalFee).toBe('20.00');
    expect(fallbackOrderFees(ordered, true).totalFee).toBe('20.00');
  });

  it('with an active voucher: 10.00 on a first-time order, which the development flag can force', () => {
    const active = { ...DEFAULT_ORDER_VOUCHER, isActive: true };
    expect(fallbackOrderFees(neverOrdered, false, active).totalFee).toBe('10.00');
    expect(fallbackOrderFees(ordered, false, active).totalFee).toBe('20.00');
    expect(fallbackOrderFees(ordered, true, active).totalFee).toBe('10.00');
  });
});
