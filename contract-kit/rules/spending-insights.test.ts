import { describe, expect, it } from 'vitest';
import { periodRange, spendingContribution, spendingInsights, type SpendingTransaction } from './spending-insights';

const NOW = new Date('2026-11-26T10:30:00.000Z');

const tx = (transactionDate: string, amount: string, mcc: string | null, extra: Partial<SpendingTransaction> = {}): SpendingTransaction => ({
  type: 'purchase',
  entry: 'debit',
  status: 'cleared',
  amount,
  transactionDate,
  mcc,
  ...extra,
});

describe('periodRange', () => {
  it('this month: the 1st to today', () => {
    expect(periodRange('this-month', NOW)).toEqual({ from: '2026-11-01', to: '2026-11-26', months: ['2026-11'] });
  });

  it('last month: the whole previous month', () => {
    expect(periodRange('last-month', NOW)).toEqual({ from: '2026-10-01', to: '2026-10-31', months: ['2026-10'] });
    expect(periodRange('last-month', new Date('2026-03-05T00:00:00.000Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28', months: ['2026-02'] });
  });

  it('last 3 and 12 months: this month and the 2 or 11 before it, across a year', () => {
    expect(periodRange('last-3-months', NOW)).toEqual({ from: '2026-09-01', to: '2026-11-26', months: ['2026-09', '2026-10', '2026-11'] });
    const year = periodRange('last-12-months', new Date('2026-01-15T08:00:00.000Z'));
    expect(year.from).toBe('2025-02-01');
    expect(year.to).toBe('2026-01-15');
    expect(year.months).toHaveLength(12);
    expect(year.months[0]).toBe('2025-02');
    expect(year.months[11]).toBe('2026-01');
  });
});

describe('spendingContribution: what counts as spending', () => {
  it('cleared and pending purchases and ATM withdrawals count', () => {
    expect(spendingContribution(tx('2026-11-02T10:00:00.000Z', '12.30', '5411'))?.toFixed(2)).toBe('12.30');
    expect(spendingContribution(tx('2026-11-02T10:00:00.000Z', '12.30', '5411', { status: 'pending' }))?.toFixed(2)).toBe('12.30');
    expect(spendingContribution(tx('2026-11-02T10:00:00.000Z', '200.00', '6011', { type: 'atm_withdrawal' }))?.toFixed(2)).toBe('200.00');
  });

  it('cleared refunds and reversals are taken off', () => {
    expect(spendingContribution(tx('2026-11-02T10:00:00.000Z', '22.00', '7991', { type: 'refund', entry: 'credit' }))?.toFixed(2)).toBe('-22.00');
    expect(spendingContribution(tx('2026-11-02T10:00:00.000Z', '58.20', '5541', { type: 'reversal', entry: 'credit' }))?.toFixed(2)).toBe('-58.20');
    expect(spendingContribution(tx('2026-11-02T10:00:00.000Z', '22.00', '7991', { type: 'refund', entry: 'credit', status: 'pending' }))).toBeNull();
  });

  it('declined, rejected and reversed transactions, fees, deposits and withdrawals never count', () => {
    for (const status of ['declined', 'rejected', 'reversed'] as const) expect(spendingContribution(tx('2026-11-02T10:00:00.000Z', '10.00', '5411', { status }))).toBeNull();
    expect(spendingContribution(tx('2026-11-02T10:00:00.000Z', '5.00', null, { type: 'fee' }))).toBeNull();
    expect(spendingContribution(tx('2026-11-02T10:00:00.000Z', '500.00', null, { type: 'deposit_fund', entry: 'credit' }))).toBeNull();
    expect(spendingContribution(tx('2026-11-02T10:00:00.000Z', '300.00', null, { type: 'withdraw_fund' }))).toBeNull();
    expect(spendingContribution(tx('2026-11-02T10:00:00.000Z', '100.00', null, { type: 'payment', entry: 'credit' }))).toBeNull();
  });
});

describe('spendingInsights', () => {
  const transactions: SpendingTransaction[] = [
    tx('2026-09-03T09:00:00.000Z', '62.15', '5411'),
    tx('2026-09-14T19:30:00.000Z', '48.20', '5812'),
    tx('2026-09-20T08:14:27.000Z', '58.20', '5541'),
    tx('2026-09-20T08:14:29.000Z', '58.20', '5541'),
    tx('2026-09-21T10:00:00.000Z', '58.20', '5541', { type: 'reversal', entry: 'credit' }),
    tx('2026-10-04T13:21:40.000Z', '34.99', '5999', { type: 'refund', entry: 'credit' }),
    tx('2026-10-10T12:00:00.000Z', '0.10', '5999'),
    tx('2026-10-10T12:00:00.000Z', '0.20', '5999'),
    tx('2026-10-30T12:00:00.000Z', '5.00', null, { type: 'fee' }),
    tx('2026-10-31T23:59:59.999Z', '250.00', '7011', { status: 'declined' }),
    tx('2026-11-01T00:00:00.000Z', '200.00', null, { type: 'atm_withdrawal' }),
    tx('2026-11-25T20:10:00.000Z', '86.43', '5411', { status: 'pending' }),
    tx('2026-11-26T05:00:00.000Z', '23.10', '4121'),
    // Before the period, and after now: never counted.
    tx('2026-08-31T23:59:59.999Z', '999.00', '5411'),
    tx('2026-11-26T11:00:00.000Z', '999.00', '5411'),
  ];

  it('sums per month and per category over the last 3 months', () => {
    const insights = spendingInsights(transactions, 'last-3-months', NOW);
    expect(insights.from).toBe('2026-09-01');
    expect(insights.to).toBe('2026-11-26');
    expect(insights.months).toEqual([
      {
        month: '2026-09',
        total: '168.55',
        categories: [
          { category: 'groceries', amount: '62.15', count: 1 },
          { category: 'transport', amount: '58.20', count: 3 },
          { category: 'restaurants', amount: '48.20', count: 1 },
        ],
      },
      // 0.10 + 0.20 is exactly 0.30 (no float), less the 34.99 refund.
      { month: '2026-10', total: '-34.69', categories: [{ category: 'shopping', amount: '-34.69', count: 3 }] },
      {
        month: '2026-11',
        total: '309.53',
        categories: [
          { category: 'cash', amount: '200.00', count: 1 },
          { category: 'groceries', amount: '86.43', count: 1 },
          { category: 'transport', amount: '23.10', count: 1 },
        ],
      },
    ]);
    expect(insights.total).toBe('443.39');
    expect(insights.categories).toEqual([
      { category: 'cash', amount: '200.00', count: 1 },
      { category: 'groceries', amount: '148.58', count: 2 },
      { category: 'transport', amount: '81.30', count: 4 },
      { category: 'restaurants', amount: '48.20', count: 1 },
      { category: 'shopping', amount: '-34.69', count: 3 },
    ]);
  });

  it('this month and last month', () => {
    expect(spendingInsights(transactions, 'this-month', NOW).total).toBe('309.53');
    const last = spendingInsights(transactions, 'last-month', NOW);
    expect(last.total).toBe('-34.69');
    expect(last.months.map((month) => month.month)).toEqual(['2026-10']);
  });

  it('lists every month of the period, empty ones too, and ties in the contract order', () => {
    const insights = spendingInsights([tx('2026-11-02T10:00:00.000Z', '10.00', '5812'), tx('2026-11-03T10:00:00.000Z', '10.00', '5411')], 'last-12-months', NOW);
    expect(insights.months).toHaveLength(12);
    expect(insights.months[0]).toEqual({ month: '2025-12', total: '0.00', categories: [] });
    expect(insights.categories.map((category) => category.category)).toEqual(['groceries', 'restaurants']);
    expect(insights.total).toBe('20.00');
  });
});
