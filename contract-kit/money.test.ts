import { describe, expect, it } from 'vitest';
import { dec, decimalPlaces, displayDecimals, fallbackUsdRate, formatAmount, formatUsd, roundDown18, sum, toDecimalString, toDisplayString, tryDec } from './money';

describe('money (spec 01 §9)', () => {
  it('uses the display decimals per currency: BTC 8, ETH 6, LOOK 4, others 2', () => {
    expect(displayDecimals('BTC')).toBe(8);
    expect(displayDecimals('ETH')).toBe(6);
    expect(displayDecimals('LOOK')).toBe(4);
    expect(displayDecimals('USDT')).toBe(2);
    expect(displayDecimals('USDC')).toBe(2);
  });

  it('rounds down for display, never up', () => {
    expect(toDisplayString('0.123456789', 'BTC')).toBe('0.12345678');
    expect(toDisplayString('1.9999999', 'ETH')).toBe('1.999999');
    expect(toDisplayString('12.34567', 'LOOK')).toBe('12.3456');
    expect(toDisplayString('2500.999', 'USDT')).toBe('2500.99');
  });

  it('rounds big numbers down at 18 decimals', () => {
    expect(roundDown18('0.1234567890123456789999').toFixed()).toBe('0.123456789012345678');
    expect(toDecimalString('1.0000000000000000009')).toBe('1');
  });

  it('adds decimal strings exactly where floats would not', () => {
    expect(sum(['0.1', '0.2']).toFixed()).toBe('0.3');
    expect(dec('2500').minus('12.34').toFixed()).toBe('2487.66');
  });

  it('refuses floats and non-decimal strings', () => {
    expect(() => dec(0.1)).toThrow(/float/);
    expect(() => dec('1e5')).toThrow(/not a decimal string/);
    expect(tryDec('abc')).toBeNull();
    expect(tryDec('12.5')?.toFixed()).toBe('12.5');
  });

  it('uses the fallback USD rates: USDT and USDC 1, LOOK 0.1, others 1', () => {
    expect(fallbackUsdRate('USDT').toFixed()).toBe('1');
    expect(fallbackUsdRate('USDC').toFixed()).toBe('1');
    expect(fallbackUsdRate('LOOK').toFixed()).toBe('0.1');
    expect(fallbackUsdRate('ETH').toFixed()).toBe('1');
  });

  it('formats per locale without float rounding', () => {
    expect(formatAmount('1234.5', 'USDT', 'en')).toBe('1,234.50');
    expect(formatAmount('0.05', 'BTC', 'en')).toBe('0.05000000');
    expect(formatUsd('1234.567', 'en')).toBe('$1,234.56');
    expect(formatUsd('9007199254740993.99', 'en')).toBe('$9,007,199,254,740,993.99');
  });

  it('keeps each locale and each number of decimals apart when it reuses its formats', () => {
    expect(formatAmount('1234.5', 'USDT', 'en')).toBe('1,234.50');
    expect(formatAmount('1234.5', 'USDT', 'de')).toBe('1.234,50');
    expect(formatAmount('1234.5', 'BTC', 'en')).toBe('1,234.50000000');
    expect(formatUsd('1234.5', 'de')).toMatch(/^1\.234,50\s\$$/);
    expect(formatUsd('1234.5', 'en')).toBe('$1,234.50');
    expect(formatAmount('1234.5', 'USDT', 'en')).toBe('1,234.50');
  });

  it('counts decimal places', () => {
    expect(decimalPlaces('10')).toBe(0);
    expect(decimalPlaces('10.25')).toBe(2);
  });
});
