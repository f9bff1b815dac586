import { describe, expect, it } from 'vitest';
import { currencyPrecision, exceedsPrecision, inputDecimals, numberSeparators, prefilledAmount, readAmountInput } from './amounts';

const read = (text: string, decimals = 2) => {
  const result = readAmountInput(text, decimals);
  return result.ok ? result.text : result.problem;
};

describe('amounts', () => {
  it('lets a user type the decimals the app shows (spec 01 §9: BTC 8, ETH 6, LOOK 4, others 2)', () => {
    expect(['BTC', 'ETH', 'LOOK', 'USDT', 'USDC', 'USD', 'TRX'].map(inputDecimals)).toEqual([8, 6, 4, 2, 2, 2, 2]);
  });

  it("accepts on the wire what the currency itself has (the contract's CurrencyPrecision), 18 for others", () => {
    expect(['USD', 'USDT', 'USDC', 'BTC', 'ETH', 'LOOK', 'XYZ'].map(currencyPrecision)).toEqual([2, 6, 6, 8, 18, 18, 18]);
    expect(exceedsPrecision('12.345678', 'USDT')).toBe(false);
    expect(exceedsPrecision('12.3456789', 'USDT')).toBe(true);
    expect(exceedsPrecision('12.3400000', 'USDT')).toBe(false);
    expect(exceedsPrecision('0.000000000000000001', 'USDT')).toBe(true);
    expect(exceedsPrecision('10.001', 'USD')).toBe(true);
  });

  it('reads a group separator as grouping, never as a decimal point', () => {
    expect(read('1,000')).toBe('1000');
    expect(read('1,000.5')).toBe('1000.5');
    expect(read('12,345,678.90')).toBe('12345678.9');
    expect(read('1,00')).toBe('misplacedGroup');
    expect(read('10,00.5')).toBe('misplacedGroup');
    expect(read('1.000,5')).toBe('misplacedGroup');
  });

  it('refuses more decimals than the currency shows, and what is not a number', () => {
    expect(read('12.34')).toBe('12.34');
    expect(read('12.345')).toBe('tooManyDecimals');
    expect(read('12.340')).toBe('12.34');
    expect(read('0.12345678', 8)).toBe('0.12345678');
    expect(read('')).toBe('empty');
    expect(read('   ')).toBe('empty');
    expect(read('.')).toBe('invalid');
    expect(read('1.2.3')).toBe('invalid');
    expect(read('-5')).toBe('invalid');
    expect(read('1e5')).toBe('invalid');
    expect(read(' 12.5 ')).toBe('12.5');
    expect(read('.5')).toBe('0.5');
    expect(read('007')).toBe('7');
    expect(read('1234567890123456')).toBe('tooLarge');
  });

  it('takes the separators from the locale', () => {
    for (const locale of ['en', 'en-US', 'zh-CN', 'zh-TW']) expect(numberSeparators(locale)).toEqual({ group: ',', decimal: '.' });
    expect(numberSeparators('de-DE')).toEqual({ group: '.', decimal: ',' });
    const german = readAmountInput('1.000,5', 2, numberSeparators('de-DE'));
    expect(german.ok && german.text).toBe('1000.5');
  });

  it('writes Max and prefilled amounts as the currency is shown (spec 01 §9 display decimals), rounded down', () => {
    expect(prefilledAmount('2487.655', 'USDT')).toBe('2487.65');
    expect(prefilledAmount('0.123456789', 'BTC')).toBe('0.12345678');
    expect(prefilledAmount('0.05', 'BTC')).toBe('0.05000000');
    expect(prefilledAmount('1.5', 'ETH')).toBe('1.500000');
    expect(prefilledAmount('50000', 'LOOK')).toBe('50000.0000');
    // Spec 02 §9 "Currency shown as $ with 2 decimals": a saved limit of "75" and an outstanding 237.6 read as cents.
    expect(prefilledAmount('75', 'USD')).toBe('75.00');
    expect(prefilledAmount('237.6', 'USD')).toBe('237.60');
    expect(prefilledAmount('-0.01', 'USD')).toBe('0.00');
  });
});
