/**
 * The history lists' filter parameters without the decimal library: what the app's address
 * (src/lib/places.ts, which ships with the sign-in screen) needs to keep or drop them. The rule itself — parsing,
 * validation, matching — is ./list-filter.ts, which re-exports all of this.
 */

export { isMerchantCategory } from './merchant-categories';

/** Every filter parameter, in the order the form and the chips show them. */
export const FILTER_FIELDS = ['from', 'to', 'type', 'status', 'category', 'currency', 'minAmount', 'maxAmount', 'q'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** The three filterable lists. */
export type FilterList = 'accountTransactions' | 'cardTransactions' | 'withdrawals';

/** The parameters each list takes: account movements have no status, withdrawals no type, only card transactions a merchant category. */
export const LIST_FILTER_FIELDS: Readonly<Record<FilterList, readonly FilterField[]>> = {
  accountTransactions: ['from', 'to', 'type', 'currency', 'minAmount', 'maxAmount', 'q'],
  cardTransactions: ['from', 'to', 'type', 'status', 'category', 'currency', 'minAmount', 'maxAmount', 'q'],
  withdrawals: ['from', 'to', 'status', 'currency', 'minAmount', 'maxAmount', 'q'],
};

/** Longest free text (contract: maxLength of q). */
export const FILTER_TEXT_MAX = 100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

/** Longest amount (contract: maxLength of minAmount and maxAmount). */
export const FILTER_AMOUNT_MAX_LENGTH = 40;
const AMOUNT = /^\d+(\.\d+)?$/;

/** Whether `value` is a non-negative decimal number written with digits and at most one point (10, 10.5, 0.25). */
export function isFilterAmount(value: string): boolean {
  return value.length <= FILTER_AMOUNT_MAX_LENGTH && AMOUNT.test(value);
}

const CURRENCY_CODE = /^[A-Za-z0-9]{2,10}$/;

/** Whether `value` can be a currency code or token symbol (USDT, usd, JPY): 2 to 10 letters or digits. */
export const isCurrencyCode = (value: string): boolean => CURRENCY_CODE.test(value);
