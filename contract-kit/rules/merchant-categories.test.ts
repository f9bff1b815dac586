import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { MerchantCategory as CONTRACT_CATEGORIES } from '../model';
import { categoryOfMcc, categoryOfTransaction, defaultMccFor, isInCategory, isMerchantCategory, KNOWN_MERCHANT_MCCS, MCC_RANGES, MERCHANT_CATEGORIES, merchantCategoryOf } from './merchant-categories';

describe('categoryOfMcc', () => {
  it.each([
    ['5411', 'groceries'],
    ['5499', 'groceries'],
    ['5412', 'other'],
    ['5812', 'restaurants'],
    ['5814', 'restaurants'],
    ['5815', 'entertainment'],
    ['4121', 'transport'],
    ['5541', 'transport'],
    ['4112', 'travel'],
    ['3001', 'travel'],
    ['7011', 'travel'],
    ['5310', 'shopping'],
    ['5999', 'shopping'],
    ['4899', 'entertainment'],
    ['7991', 'entertainment'],
    ['4816', 'utilities'],
    ['4900', 'utilities'],
    ['6011', 'cash'],
    ['6051', 'cash'],
    ['6012', 'other'],
    ['0742', 'other'],
    ['9399', 'other'],
  ])('%s is %s', (mcc, category) => {
    expect(categoryOfMcc(mcc)).toBe(category);
  });

  it('refuses what is not a 4-digit code', () => {
    expect(() => categoryOfMcc('541')).toThrow('not a merchant category code');
    expect(() => categoryOfMcc('54111')).toThrow();
  });
});

describe('the contract names the same categories and ranges', () => {
  const statements = parse(readFileSync(new URL('../../contracts/schemas/statements.yaml', import.meta.url), 'utf8')) as Record<string, { enum: string[]; 'x-mcc-ranges': Record<string, string[]> }>;
  const contract = statements['MerchantCategory'];

  it('has the categories of the enum, in its order', () => {
    expect(MERCHANT_CATEGORIES).toEqual(Object.values(CONTRACT_CATEGORIES));
    expect(MERCHANT_CATEGORIES).toEqual(contract?.enum);
  });

  it('applies exactly the x-mcc-ranges', () => {
    const written = Object.fromEntries(Object.entries(MCC_RANGES).map(([category, ranges]) => [category, ranges.map(([first, last]) => (first === last ? String(first) : `${first}-${last}`))]));
    expect(written).toEqual(contract?.['x-mcc-ranges']);
  });

  it('has no code in two categories', () => {
    const seen = new Map<number, string>();
    for (const [category, ranges] of Object.entries(MCC_RANGES)) {
      for (const [first, last] of ranges) {
        expect(first).toBeLessThanOrEqual(last);
        for (let code = first; code <= last; code += 1) {
          expect(seen.get(code), `${code} in ${category}`).toBeUndefined();
          seen.set(code, category);
        }
      }
    }
  });
});

describe('defaultMccFor', () => {
  it('gives a known merchant its own code', () => {
    expect(defaultMccFor('purchase', 'Whole Foods Market')).toBe('5411');
    expect(defaultMccFor('refund', 'Amazon Marketplace')).toBe('5999');
    expect(defaultMccFor('atm_withdrawal', 'HSBC ATM')).toBe('6011');
    expect(defaultMccFor('purchase', 'Netflix')).toBe('4899');
  });

  it('gives an unknown merchant 6011 at an ATM and 5999 otherwise', () => {
    expect(defaultMccFor('atm_withdrawal', 'Corner Bank')).toBe('6011');
    expect(defaultMccFor('purchase', 'Corner Shop')).toBe('5999');
    expect(defaultMccFor('reversal', 'Corner Shop')).toBe('5999');
  });

  it('gives no code to what happens at no merchant', () => {
    for (const type of ['deposit_fund', 'withdraw_fund', 'payment', 'fee'] as const) expect(defaultMccFor(type, 'LookCard')).toBeNull();
  });

  it('knows only valid codes', () => {
    for (const mcc of Object.values(KNOWN_MERCHANT_MCCS)) expect(mcc).toMatch(/^\d{4}$/);
  });
});

describe('categoryOfTransaction', () => {
  it('reads the code, else cash for an ATM withdrawal and other for the rest', () => {
    expect(categoryOfTransaction({ type: 'purchase', mcc: '5812' })).toBe('restaurants');
    expect(categoryOfTransaction({ type: 'atm_withdrawal' })).toBe('cash');
    expect(categoryOfTransaction({ type: 'purchase', mcc: null })).toBe('other');
  });
});

describe('merchantCategoryOf, isInCategory, isMerchantCategory', () => {
  it('gives a merchant transaction its category and the rest none', () => {
    expect(merchantCategoryOf({ type: 'reversal', mcc: '4121' })).toBe('transport');
    expect(merchantCategoryOf({ type: 'atm_withdrawal', mcc: null })).toBe('cash');
    for (const type of ['deposit_fund', 'withdraw_fund', 'payment', 'fee'] as const) expect(merchantCategoryOf({ type, mcc: '5411' }), type).toBeNull();
  });

  it("names exactly the contract's categories", () => {
    for (const category of MERCHANT_CATEGORIES) expect(isMerchantCategory(category), category).toBe(true);
    for (const bad of ['food', 'Groceries', 'groceries ', '', 'toString', '__proto__']) expect(isMerchantCategory(bad), bad).toBe(false);
  });

  it('takes merchant transactions of the category, never deposits, withdrawals, repayments or fees', () => {
    expect(isInCategory({ type: 'purchase', mcc: '5411' }, 'groceries')).toBe(true);
    expect(isInCategory({ type: 'refund', mcc: '5411' }, 'groceries')).toBe(true);
    expect(isInCategory({ type: 'purchase', mcc: '5411' }, 'restaurants')).toBe(false);
    expect(isInCategory({ type: 'atm_withdrawal' }, 'cash')).toBe(true);
    expect(isInCategory({ type: 'fee', mcc: null }, 'other')).toBe(false);
    expect(isInCategory({ type: 'deposit_fund' }, 'other')).toBe(false);
  });
});
