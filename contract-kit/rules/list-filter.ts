import { dec } from '../money';
import { FILTER_FIELDS, FILTER_TEXT_MAX, isCurrencyCode, isFilterAmount, isIsoDate, isMerchantCategory, type FilterField } from './list-filter-fields';
import { MERCHANT_CATEGORIES } from './merchant-categories';

export * from './list-filter-fields';

/**
 * Search and filter of the history lists (beyond the spec): account activity, card transactions and
 * withdrawal history take the same filter as query parameters on their list and their CSV export. One rule for the
 * mock server (which validates the parameters and picks the rows) and the app (the filter form, the filter in the
 * URL and its chips): both parse, validate and match with what is here.
 *
 * - `from` and `to` are ISO dates (YYYY-MM-DD), both days included, UTC; `from` may not be after `to`.
 * - `minAmount` and `maxAmount` are non-negative decimal strings, compared as decimals (never floats), both included;
 *   `minAmount` may not be above `maxAmount`. The amount compared is the row's unsigned amount as stored.
 * - `type`, `status` and `currency` are exact (currency case-insensitive); `q` is free text, found case-insensitively
 *   in the row's merchant or description (and, per list, its address or reference).
 * - `category` (card transactions: the spending insights' categories) is one of the contract's MerchantCategory,
 *   exactly; it keeps the merchant transactions of that category (./merchant-categories.ts, merchantCategoryOf).
 * - An empty parameter is no filter. A list takes only the parameters its rows have (LIST_FILTER_FIELDS).
 */

/** The filter as it comes in (query parameters, a form, the URL): strings, any of them absent. */
export type FilterInput = Partial<Record<FilterField, string | null | undefined>>;

/** A valid filter: null is "no filter" on that field. Dates YYYY-MM-DD, amounts canonical decimal strings. */
export type ListFilter = Record<FilterField, string | null>;

export const EMPTY_FILTER: Readonly<ListFilter> = { from: null, to: null, type: null, status: null, category: null, currency: null, minAmount: null, maxAmount: null, q: null };

/** What is wrong with a filter field. */
export type FilterProblem = 'notDate' | 'fromAfterTo' | 'notCategory' | 'notCurrency' | 'notAmount' | 'minAboveMax' | 'textTooLong';

export interface FilterIssue {
  field: FilterField;
  problem: FilterProblem;
}

const present = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Parses and validates a filter. Only the fields of `fields` are read (a list's LIST_FILTER_FIELDS); every problem
 * is reported, each once, on the field to correct (`from` for a range that ends before it starts, `minAmount` for
 * one above the maximum).
 */
export function parseListFilter(input: FilterInput, fields: readonly FilterField[] = FILTER_FIELDS): { ok: true; filter: ListFilter } | { ok: false; issues: FilterIssue[] } {
  const filter: ListFilter = { ...EMPTY_FILTER };
  for (const field of fields) filter[field] = present(input[field]);
  const issues: FilterIssue[] = [];
  for (const field of ['from', 'to'] as const) {
    const value = filter[field];
    if (value !== null && !isIsoDate(value)) issues.push({ field, problem: 'notDate' });
  }
  if (issues.length === 0 && filter.from !== null && filter.to !== null && filter.from > filter.to) issues.push({ field: 'from', problem: 'fromAfterTo' });
  if (filter.category !== null && !isMerchantCategory(filter.category)) issues.push({ field: 'category', problem: 'notCategory' });
  if (filter.currency !== null && !isCurrencyCode(filter.currency)) issues.push({ field: 'currency', problem: 'notCurrency' });
  const amountIssues: FilterIssue[] = [];
  for (const field of ['minAmount', 'maxAmount'] as const) {
    const value = filter[field];
    if (value !== null && !isFilterAmount(value)) amountIssues.push({ field, problem: 'notAmount' });
  }
  if (amountIssues.length === 0 && filter.minAmount !== null && filter.maxAmount !== null && dec(filter.minAmount).gt(filter.maxAmount)) {
    amountIssues.push({ field: 'minAmount', problem: 'minAboveMax' });
  }
  issues.push(...amountIssues);
  if (filter.q !== null && filter.q.length > FILTER_TEXT_MAX) issues.push({ field: 'q', problem: 'textTooLong' });
  if (issues.length > 0) return { ok: false, issues };
  if (filter.currency !== null) filter.currency = filter.currency.toUpperCase();
  return { ok: true, filter };
}

/** The server's English text of an issue, naming the parameter (the app shows its own translations). */
export function filterIssueText(issue: FilterIssue): string {
  switch (issue.problem) {
    case 'notDate':
      return `${issue.field} must be a date written YYYY-MM-DD, such as 2026-11-01`;
    case 'fromAfterTo':
      return 'from must not be after to';
    case 'notCategory':
      return `category must be one of ${MERCHANT_CATEGORIES.join(', ')}`;
    case 'notCurrency':
      return 'currency must be a currency code of 2 to 10 letters or digits, such as USDT';
    case 'notAmount':
      return `${issue.field} must be a decimal number such as 25 or 25.50`;
    case 'minAboveMax':
      return 'minAmount must not be above maxAmount';
    case 'textTooLong':
      return `q must be at most ${FILTER_TEXT_MAX} characters`;
  }
}

/** A row as the filter sees it: each list says how its rows map to this (the mock server's records, the contract's items). */
export interface FilterableRow {
  /** ISO 8601 timestamp (UTC, Z). */
  at: string;
  type?: string;
  status?: string;
  /** The merchant category a card transaction is in (null: at no merchant); the other lists have none. */
  category?: string | null;
  /** The currencies the row is in (a card transaction: the card's and the merchant's). */
  currencies: readonly string[];
  /** Unsigned decimal string. */
  amount: string;
  /** The texts `q` is looked for in. */
  texts: readonly (string | null | undefined)[];
}

/** Whether a filter has no field set. */
export const isEmptyFilter = (filter: ListFilter): boolean => FILTER_FIELDS.every((field) => filter[field] === null);

/** A matcher for `filter`: decides each row by the rules above (the date's UTC day, decimals compared as decimals). */
export function filterMatcher(filter: ListFilter): (row: FilterableRow) => boolean {
  const min = filter.minAmount === null ? null : dec(filter.minAmount);
  const max = filter.maxAmount === null ? null : dec(filter.maxAmount);
  const text = filter.q?.toLowerCase() ?? null;
  const currency = filter.currency?.toUpperCase() ?? null;
  return (row) => {
    const day = row.at.slice(0, 10);
    if (filter.from !== null && day < filter.from) return false;
    if (filter.to !== null && day > filter.to) return false;
    if (filter.type !== null && row.type !== filter.type) return false;
    if (filter.status !== null && row.status !== filter.status) return false;
    if (filter.category !== null && row.category !== filter.category) return false;
    if (currency !== null && !row.currencies.some((candidate) => candidate.toUpperCase() === currency)) return false;
    if (min !== null && dec(row.amount).lt(min)) return false;
    if (max !== null && dec(row.amount).gt(max)) return false;
    if (text !== null && !row.texts.some((candidate) => candidate?.toLowerCase().includes(text))) return false;
    return true;
  };
}

/** The filter as query parameters (only the fields set), for the list and the export calls and the URL. */
export function filterParams(filter: ListFilter): Partial<Record<FilterField, string>> {
  const out: Partial<Record<FilterField, string>> = {};
  for (const field of FILTER_FIELDS) {
    const value = filter[field];
    if (value !== null) out[field] = value;
  }
  return out;
}
