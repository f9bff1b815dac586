import Big from 'big.js';

/**
 * Money is a decimal string on the wire and a Big in code — never `number` arithmetic.
 * Spec 01 §9: big numbers are rounded down at 18 decimals; display decimals BTC 8, ETH 6, LOOK 4, others 2;
 * fallback rates to USD: USDT and USDC 1, LOOK 0.1, others 1.
 */
Big.DP = 40;
Big.RM = Big.roundDown;
Big.NE = -30;
Big.PE = 40;

export type Decimal = Big;
export const MAX_DECIMALS = 18;

const DECIMAL_PATTERN = /^-?(0|[1-9]\d*|\d+)(\.\d+)?$/;

export function isDecimalString(value: string): boolean {
  return DECIMAL_PATTERN.test(value.trim());
}

/** Parses a decimal string (or a Big); throws on anything else, so bad data never turns into NaN. */
export function dec(value: string | Big | number): Big {
  if (value instanceof Big) return value;
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`money: refusing the float ${value}; use a decimal string`);
    return new Big(value);
  }
  const trimmed = value.trim();
  if (!DECIMAL_PATTERN.test(trimmed)) throw new Error(`money: "${value}" is not a decimal string`);
  return new Big(trimmed);
}

/** Parses or returns null (user input). */
export function tryDec(value: string | null | undefined): Big | null {
  if (value === null || value === undefined || !isDecimalString(value)) return null;
  return new Big(value.trim());
}

/** Rounds down at 18 decimals (spec: "big numbers are rounded down with 18 decimals"). */
export function roundDown18(value: Big | string): Big {
  return dec(value).round(MAX_DECIMALS, Big.roundDown);
}

/** A canonical decimal string for the wire: no exponent, no trailing zeros beyond what is needed. */
export function toDecimalString(value: Big | string): string {
  return roundDown18(value).toFixed();
}

export const DISPLAY_DECIMALS: Readonly<Record<string, number>> = { BTC: 8, ETH: 6, LOOK: 4 };
export const DEFAULT_DISPLAY_DECIMALS = 2;

export function displayDecimals(symbol: string): number {
  return DISPLAY_DECIMALS[symbol.toUpperCase()] ?? DEFAULT_DISPLAY_DECIMALS;
}

/** Rounded down to the display decimals of the currency, as a fixed string ("1.50000000" for BTC). */
export function toDisplayString(value: Big | string, symbol: string): string {
  return dec(value).round(displayDecimals(symbol), Big.roundDown).toFixed(displayDecimals(symbol));
}

/**
 * Localised display of an amount with the currency's display decimals, via Intl. Intl only sees the
 * already-rounded string, so no float rounding can creep in (Intl.NumberFormat accepts decimal strings).
 */
export function formatAmount(value: Big | string, symbol: string, locale: string): string {
  const decimals = displayDecimals(symbol);
  const fixed = toDisplayString(value, symbol);
  return numberFormat(locale, decimals).format(fixed as unknown as number);
}

/** "$1,234.56": currency shown as $ with 2 decimals (spec 02 §9), rounded down. */
export function formatUsd(value: Big | string, locale: string): string {
  const fixed = dec(value).round(2, Big.roundDown).toFixed(2);
  return numberFormat(locale, 'usd').format(fixed as unknown as number);
}

/**
 * One Intl.NumberFormat per locale and kind, made on first use: creating one resolves the locale and its options each
 * time (every amount of a list of transactions would), formatting with it does not.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, kind: number | 'usd'): Intl.NumberFormat {
  const key = `${locale} ${kind}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, kind === 'usd' ? { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' } : { minimumFractionDigits: kind, maximumFractionDigits: kind });
    numberFormats.set(key, format);
  }
  return format;
}

export const FALLBACK_USD_RATES: Readonly<Record<string, string>> = { USDT: '1', USDC: '1', LOOK: '0.1' };

/** Spec 01 §9: fallback rate to USD — USDT and USDC 1, LOOK 0.1, others 1. */
export function fallbackUsdRate(symbol: string): Big {
  return new Big(FALLBACK_USD_RATES[symbol.toUpperCase()] ?? '1');
}

export function sum(values: Iterable<Big | string>): Big {
  let total = new Big(0);
  for (const value of values) total = total.plus(dec(value));
  return total;
}

/** Number of decimal places in a decimal string ("1.50" → 2). */
export function decimalPlaces(value: string): number {
  const index = value.indexOf('.');
  return index < 0 ? 0 : value.length - index - 1;
}

export { Big };
