import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  filterIssueText,
  filterMatcher,
  filterParams,
  isEmptyFilter,
  isFilterAmount,
  isIsoDate,
  LIST_FILTER_FIELDS,
  parseListFilter,
  type FilterableRow,
  type ListFilter,
} from './list-filter';

const valid = (input: Parameters<typeof parseListFilter>[0], fields?: Parameters<typeof parseListFilter>[1]): ListFilter => {
  const parsed = parseListFilter(input, fields);
  if (!parsed.ok) throw new Error(`unexpected issues ${JSON.stringify(parsed.issues)}`);
  return parsed.filter;
};
const issuesOf = (input: Parameters<typeof parseListFilter>[0]) => {
  const parsed = parseListFilter(input);
  return parsed.ok ? [] : parsed.issues;
};

describe('parseListFilter: dates', () => {
  it('takes real calendar dates written YYYY-MM-DD', () => {
    expect(valid({ from: '2026-11-01', to: '2026-11-30' })).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('refuses a date that does not exist or is written otherwise, naming the parameter', () => {
    for (const bad of ['2026-02-30', '2027-02-29', '2026-13-01', '26-11-01', '2026/11/01', '01.11.2026', '2026-11-1', 'yesterday', '2026-11-01T00:00:00Z']) {
      expect(issuesOf({ from: bad }), bad).toEqual([{ field: 'from', problem: 'notDate' }]);
    }
    expect(issuesOf({ to: '2026-11-31' })).toEqual([{ field: 'to', problem: 'notDate' }]);
    expect(filterIssueText({ field: 'to', problem: 'notDate' })).toBe('to must be a date written YYYY-MM-DD, such as 2026-11-01');
  });

  it('refuses a range that ends before it starts, on from; the same day twice is one day', () => {
    expect(issuesOf({ from: '2026-11-02', to: '2026-11-01' })).toEqual([{ field: 'from', problem: 'fromAfterTo' }]);
    expect(filterIssueText({ field: 'from', problem: 'fromAfterTo' })).toBe('from must not be after to');
    expect(valid({ from: '2026-11-01', to: '2026-11-01' })).toMatchObject({ from: '2026-11-01', to: '2026-11-01' });
  });
});

describe('parseListFilter: amounts', () => {
  it('takes non-negative decimals and compares them as decimals', () => {
    expect(valid({ minAmount: '0', maxAmount: '0.30' })).toMatchObject({ minAmount: '0', maxAmount: '0.30' });
    // 10.5 < 10.50000000000000000001: a float would call them equal.
    expect(valid({ minAmount: '10.5', maxAmount: '10.50000000000000000001' })).toMatchObject({ minAmount: '10.5' });
    expect(issuesOf({ minAmount: '10.50000000000000000001', maxAmount: '10.5' })).toEqual([{ field: 'minAmount', problem: 'minAboveMax' }]);
    expect(filterIssueText({ field: 'minAmount', problem: 'minAboveMax' })).toBe('minAmount must not be above maxAmount');
  });

  it('refuses what is not a non-negative decimal, naming the parameter', () => {
    for (const bad of ['-5', '1e3', '12,50', '$10', '.5', '5.', 'ten', '0x10', 'Infinity', 'NaN', '1 000']) {
      expect(isFilterAmount(bad), bad).toBe(false);
      expect(issuesOf({ maxAmount: bad }), bad).toEqual([{ field: 'maxAmount', problem: 'notAmount' }]);
    }
    expect(filterIssueText({ field: 'maxAmount', problem: 'notAmount' })).toBe('maxAmount must be a decimal number such as 25 or 25.50');
  });

  it('refuses a currency that is not a code of 2 to 10 letters or digits', () => {
    for (const bad of ['U', 'US D', 'USDT;', 'TETHERUSDTX1']) expect(issuesOf({ currency: bad }), bad).toEqual([{ field: 'currency', problem: 'notCurrency' }]);
    expect(filterIssueText({ field: 'currency', problem: 'notCurrency' })).toBe('currency must be a currency code of 2 to 10 letters or digits, such as USDT');
  });

  it('reports every bad parameter at once, each once', () => {
    expect(issuesOf({ from: 'soon', to: '2026-02-30', category: 'food', currency: '$', minAmount: 'x', maxAmount: '-1', q: 'a'.repeat(101) })).toEqual([
      { field: 'from', problem: 'notDate' },
      { field: 'to', problem: 'notDate' },
      { field: 'category', problem: 'notCategory' },
      { field: 'currency', problem: 'notCurrency' },
      { field: 'minAmount', problem: 'notAmount' },
      { field: 'maxAmount', problem: 'notAmount' },
      { field: 'q', problem: 'textTooLong' },
    ]);
  });
});

describe('parseListFilter: merchant category', () => {
  it("takes one of the contract's merchant categories, trimmed", () => {
    expect(valid({ category: ' groceries ' }, LIST_FILTER_FIELDS.cardTransactions)).toEqual({ ...EMPTY_FILTER, category: 'groceries' });
    expect(filterParams(valid({ category: 'cash', status: 'cleared' }))).toEqual({ status: 'cleared', category: 'cash' });
  });

  it('refuses any other word, naming the parameter', () => {
    for (const bad of ['food', 'Groceries', 'GROCERIES', 'grocery', 'restaurants,cash', 'toString']) expect(issuesOf({ category: bad }), bad).toEqual([{ field: 'category', problem: 'notCategory' }]);
    expect(filterIssueText({ field: 'category', problem: 'notCategory' })).toBe('category must be one of groceries, restaurants, transport, travel, shopping, entertainment, utilities, cash, other');
  });

  it('is a field of card transactions only', () => {
    expect(LIST_FILTER_FIELDS.cardTransactions).toContain('category');
    expect(valid({ category: 'groceries' }, LIST_FILTER_FIELDS.accountTransactions).category).toBeNull();
    expect(valid({ category: 'food' }, LIST_FILTER_FIELDS.withdrawals).category).toBeNull();
  });
});

describe('parseListFilter: what counts as set', () => {
  it('treats empty and blank values as no filter, trims and upper-cases the currency', () => {
    const filter = valid({ from: '', to: '  ', q: '  Coffee ', currency: ' usdt ', minAmount: undefined, maxAmount: null });
    expect(filter).toEqual({ ...EMPTY_FILTER, q: 'Coffee', currency: 'USDT' });
    expect(isEmptyFilter(valid({ from: '', q: ' ' }))).toBe(true);
  });

  it("reads only the list's own parameters: account movements have no status, withdrawals no type", () => {
    expect(valid({ status: 'cleared', type: 'CREDIT' }, LIST_FILTER_FIELDS.accountTransactions)).toMatchObject({ status: null, type: 'CREDIT' });
    expect(valid({ status: 'failed', type: 'purchase' }, LIST_FILTER_FIELDS.withdrawals)).toMatchObject({ status: 'failed', type: null });
  });

  it('gives back only the set fields as parameters', () => {
    expect(filterParams(valid({ from: '2026-11-01', q: 'tea', status: '' }))).toEqual({ from: '2026-11-01', q: 'tea' });
  });
});

describe('filterMatcher', () => {
  const row = (extra: Partial<FilterableRow> = {}): FilterableRow => ({
    at: '2026-11-20T18:42:11.000Z',
    type: 'purchase',
    status: 'cleared',
    currencies: ['USD', 'JPY'],
    amount: '48.73',
    texts: ['Uniqlo Ginza', 'Card purchase'],
    ...extra,
  });
  const matches = (input: Parameters<typeof parseListFilter>[0], candidate = row()) => filterMatcher(valid(input))(candidate);

  it('includes both ends of the date range by the UTC day', () => {
    expect(matches({ from: '2026-11-20', to: '2026-11-20' })).toBe(true);
    expect(matches({ from: '2026-11-20' }, row({ at: '2026-11-20T00:00:00.000Z' }))).toBe(true);
    expect(matches({ to: '2026-11-20' }, row({ at: '2026-11-20T23:59:59.999Z' }))).toBe(true);
    expect(matches({ from: '2026-11-21' })).toBe(false);
    expect(matches({ to: '2026-11-19' }, row({ at: '2026-11-19T23:59:59.999Z' }))).toBe(true);
    expect(matches({ to: '2026-11-19' }, row({ at: '2026-11-20T00:00:00.000Z' }))).toBe(false);
  });

  it('includes both ends of the amount range, exactly', () => {
    expect(matches({ minAmount: '48.73', maxAmount: '48.73' })).toBe(true);
    expect(matches({ minAmount: '48.731' })).toBe(false);
    expect(matches({ maxAmount: '48.729999999999999999' })).toBe(false);
    expect(matches({ minAmount: '0.1', maxAmount: '0.3' }, row({ amount: '0.30' }))).toBe(true);
  });

  it('matches type and status exactly and the currency in any case, against any of the row’s currencies', () => {
    expect(matches({ type: 'purchase', status: 'cleared' })).toBe(true);
    expect(matches({ type: 'refund' })).toBe(false);
    expect(matches({ status: 'pending' })).toBe(false);
    expect(matches({ currency: 'jpy' })).toBe(true);
    expect(matches({ currency: 'USD' })).toBe(true);
    expect(matches({ currency: 'EUR' })).toBe(false);
  });

  it('matches the category exactly; a row at no merchant is in none', () => {
    expect(matches({ category: 'shopping' }, row({ category: 'shopping' }))).toBe(true);
    expect(matches({ category: 'groceries' }, row({ category: 'shopping' }))).toBe(false);
    expect(matches({ category: 'other' }, row({ category: null }))).toBe(false);
    expect(matches({ category: 'other' })).toBe(false);
    expect(matches({}, row({ category: null }))).toBe(true);
  });

  it('finds the free text in the merchant or the description, ignoring case, and skips missing texts', () => {
    expect(matches({ q: 'ginza' })).toBe(true);
    expect(matches({ q: 'CARD PUR' })).toBe(true);
    expect(matches({ q: 'coffee' })).toBe(false);
    expect(matches({ q: 'abc' }, row({ texts: [null, undefined, 'xABCx'] }))).toBe(true);
  });

  it('needs every set field to match', () => {
    const shopping = row({ category: 'shopping' });
    expect(matches({ from: '2026-11-01', to: '2026-11-30', type: 'purchase', status: 'cleared', category: 'shopping', currency: 'usd', minAmount: '40', maxAmount: '50', q: 'uniqlo' }, shopping)).toBe(
      true,
    );
    expect(matches({ from: '2026-11-01', to: '2026-11-30', type: 'purchase', status: 'cleared', category: 'shopping', currency: 'usd', minAmount: '40', maxAmount: '50', q: 'apple' }, shopping)).toBe(
      false,
    );
    expect(matches({ from: '2026-11-01', to: '2026-11-30', type: 'purchase', status: 'cleared', category: 'travel', currency: 'usd', minAmount: '40', maxAmount: '50', q: 'uniqlo' }, shopping)).toBe(
      false,
    );
    expect(matches({})).toBe(true);
  });
});
