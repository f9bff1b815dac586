import { CURRENCY_PRECISION } from '../generated/currency-precision';
import { Big, displayDecimals, MAX_DECIMALS } from '../money';

/**
 * What an amount of a currency may be: one rule for the app (what a user may type), the mock server (what it accepts)
 * and the simulator (what it sends).
 *
 * - The server accepts at most the currency's own precision (the contract's CurrencyPrecision: USD 2, USDT 6 …).
 * - A user types at most the decimals the app shows for that currency (spec 01 §9: BTC 8, ETH 6, LOOK 4, others 2),
 *   so whatever a user sends is shown exactly as sent, in the toast, the activity and the balance.
 * - Grouping separators are read by the user's locale (en, zh-CN and zh-TW all write 1,234.56): a group separator is
 *   accepted between groups of three digits and never taken for a decimal point.
 */

/** The fractional digits an amount of `symbol` may carry on the wire (the contract's CurrencyPrecision). */
export function currencyPrecision(symbol: string): number {
  return CURRENCY_PRECISION[symbol.toUpperCase()] ?? MAX_DECIMALS;
}

/** The fractional digits a user may type for `symbol`: the decimals the app shows it with (never above its precision). */
export function inputDecimals(symbol: string): number {
  return Math.min(displayDecimals(symbol), currencyPrecision(symbol));
}

/** Integer digits an amount may have (the contract's decimal strings: below 10^15). */
export const MAX_INTEGER_DIGITS = 15;

/** Whether `amount` (a canonical decimal string) has more fractional digits than `symbol`'s precision. */
export function exceedsPrecision(amount: string, symbol: string): boolean {
  const dot = amount.indexOf('.');
  if (dot < 0) return false;
  const fraction = amount.slice(dot + 1).replace(/0+$/, '');
  return fraction.length > currencyPrecision(symbol);
}

export interface NumberSeparators {
  group: string;
  decimal: string;
}

/** The separators `locale` writes numbers with, read from Intl (never guessed). */
export function numberSeparators(locale: string): NumberSeparators {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** Why typed text is not an amount. */
export type AmountInputProblem = 'empty' | 'invalid' | 'misplacedGroup' | 'tooManyDecimals' | 'tooLarge';

export type AmountInput = { ok: true; amount: Big; text: string } | { ok: false; problem: AmountInputProblem };

/**
 * Reads an amount a user typed in `locale`, with at most `decimals` fractional digits: "1,000" is one thousand,
 * "1,000.5" one thousand and a half, "1,00" is refused (a group separator out of place), and so is "12.345" for a
 * currency shown with 2 decimals. Spaces around it are ignored. `text` is the amount as a canonical decimal string.
 */
export function readAmountInput(raw: string, decimals: number, separators: NumberSeparators = { group: ',', decimal: '.' }): AmountInput {
  const typed = raw.trim();
  if (typed === '') return { ok: false, problem: 'empty' };
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const group = escape(separators.group);
  const decimal = escape(separators.decimal);
  if (!new RegExp(`^[\\d${group}${decimal}]+$`).test(typed)) return { ok: false, problem: 'invalid' };
  const [whole = '', fraction, ...more] = typed.split(separators.decimal);
  if (more.length > 0 || (whole === '' && (fraction ?? '') === '')) return { ok: false, problem: 'invalid' };
  if (fraction !== undefined && !/^\d*$/.test(fraction)) return { ok: false, problem: whole.includes(separators.group) || fraction.includes(separators.group) ? 'misplacedGroup' : 'invalid' };
  let digits = whole;
  if (whole.includes(separators.group)) {
    if (!new RegExp(`^\\d{1,3}(${group}\\d{3})+$`).test(whole)) return { ok: false, problem: 'misplacedGroup' };
    digits = whole.split(separators.group).join('');
  }
  const fractionDigits = fraction ?? '';
  if (fractionDigits.replace(/0+$/, '').length > decimals) return { ok: false, problem: 'tooManyDecimals' };
  const integer = digits.replace(/^0+(?=\d)/, '') || '0';
  if (integer.length > MAX_INTEGER_DIGITS) return { ok: false, problem: 'tooLarge' };
  const amount = new Big(`${integer}${fractionDigits ? `.${fractionDigits}` : ''}`);
  return { ok: true, amount, text: amount.toFixed() };
}

/**
 * An amount the app writes into a field of `symbol` for the user (Max, the outstanding amount of a repayment, a saved
 * card limit): as the app shows that currency everywhere else (spec 01 §9 display decimals, spec 02 §9 "$ with 2
 * decimals"), so the field reads like the balance beside it — rounded down to what the user may type (never more
 * than there is), never below zero, its decimals written out: "50.00" USD, "50000.0000" LOOK, "0.05000000" BTC.
 */
export function prefilledAmount(amount: Big | string, symbol: string): string {
  const decimals = inputDecimals(symbol);
  const value = new Big(amount);
  return (value.lt(0) ? new Big(0) : value).round(decimals, Big.roundDown).toFixed(decimals);
}
