import { beforeEach, describe, expect, it } from 'vitest';
import { dec } from '@contract-kit/money';
import type { CardInsights, CardTransaction, InsightsPeriod } from '@contract-kit/model';
import type { MockApp } from '../../app';
import { parseCsv } from '../../core/csv';
import { callJson, demoCardOf, recordingApp, sessionCookieOf, startPlus, TEST_START, type CallOptions, type JsonBody } from '../test-support';

/** The first day (YYYY-MM-DD) of the UTC month `count` months before the test's. */
const monthsBefore = (count: number) => new Date(Date.UTC(TEST_START.getUTCFullYear(), TEST_START.getUTCMonth() - count, 1)).toISOString().slice(0, 10);
import type { CardRecord } from './records';

// Spending insights: GET /api/cards/{id}/insights, the merchant category of every card transaction,
// and the card transactions' category filter.

let app: MockApp;
beforeEach(() => {
  ({ app } = recordingApp(TEST_START));
});

const call = (method: string, path: string, options?: CallOptions) => callJson<JsonBody>(app, method, path, options);
const demoCookie = () => sessionCookieOf(app, 'demo@example.com');
const activeDebit = () => demoCardOf(app, (card) => card.model === 'debit' && card.status === 'active');
const activeCredit = () => demoCardOf(app, (card) => card.model === 'credit' && card.status === 'active' && card.physicalStatus === 'fulfilled');
const PERIODS: InsightsPeriod[] = ['this-month', 'last-month', 'last-3-months', 'last-12-months'];

const insightsOf = async (card: CardRecord, period: InsightsPeriod) => {
  const response = await call('GET', `/api/cards/${card.id}/insights?period=${period}`, { cookie: demoCookie() });
  expect(response.status).toBe(200);
  return response.body.data as CardInsights;
};

/** Every transaction of the card as the client reads them: page after page of listCardTransactions. */
async function allTransactions(card: CardRecord, category?: string): Promise<CardTransaction[]> {
  const rows: CardTransaction[] = [];
  for (let skip = 0; ; skip += 100) {
    const response = await call('GET', `/api/transactions/cards?cardId=${card.id}&skip=${skip}&take=100${category ? `&category=${category}` : ''}`, { cookie: demoCookie() });
    const page = response.body.data as { data: CardTransaction[]; total: number };
    rows.push(...page.data);
    if (rows.length >= page.total) return rows;
  }
}

/** The test's own sum: purchases and ATM withdrawals cleared or pending, less cleared refunds and reversals. */
function sumOf(transactions: CardTransaction[], from: string, to: string, category?: string): string {
  let sum = dec(0);
  for (const tx of transactions) {
    const day = tx.transactionDate.slice(0, 10);
    if (day < from || day > to || (category !== undefined && tx.category !== category)) continue;
    if (tx.entry === 'debit' && (tx.type === 'purchase' || tx.type === 'atm_withdrawal') && (tx.status === 'cleared' || tx.status === 'pending')) sum = sum.plus(tx.amount);
    if (tx.entry === 'credit' && (tx.type === 'refund' || tx.type === 'reversal') && tx.status === 'cleared') sum = sum.minus(tx.amount);
  }
  return sum.toFixed(2);
}

describe('card transactions carry their merchant category', () => {
  it('gives seeded merchant transactions a code and its category, and none to deposits or fees', async () => {
    const rows = await allTransactions(activeDebit());
    const wholeFoods = rows.find((tx) => tx.merchant.name === 'Whole Foods Market');
    expect(wholeFoods).toMatchObject({ mcc: '5411', category: 'groceries' });
    expect(rows.find((tx) => tx.type === 'atm_withdrawal')).toMatchObject({ mcc: '6011', category: 'cash' });
    expect(rows.find((tx) => tx.merchant.name === 'Netflix')).toMatchObject({ mcc: '4899', category: 'entertainment' });
    for (const tx of rows.filter((row) => ['deposit_fund', 'withdraw_fund', 'payment', 'fee'].includes(row.type))) {
      expect(tx).not.toHaveProperty('mcc');
      expect(tx).not.toHaveProperty('category');
    }
    for (const tx of rows.filter((row) => ['purchase', 'refund', 'reversal', 'atm_withdrawal'].includes(row.type))) expect(tx.mcc).toMatch(/^\d{4}$/);
  });

  it('records the code the processor names, or the merchant default', async () => {
    const card = activeDebit();
    const named = await call('POST', '/api/simulator/card-transactions', {
      body: { cardId: card.id, type: 'purchase', amount: '12.00', merchant: { name: 'Corner Bistro', city: 'Austin', country: 'US' }, mcc: '5812' },
    });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({ mcc: '5812', category: 'restaurants' });
    const known = await call('POST', '/api/simulator/card-transactions', {
      body: { cardId: card.id, type: 'purchase', amount: '15.49', merchant: { name: 'Netflix', city: 'Los Gatos', country: 'US' } },
    });
    expect(known.body).toMatchObject({ mcc: '4899', category: 'entertainment' });
    const unknown = await call('POST', '/api/simulator/card-transactions', {
      body: { cardId: card.id, type: 'purchase', amount: '3.00', merchant: { name: 'Corner Shop', city: 'Austin', country: 'US' } },
    });
    expect(unknown.body).toMatchObject({ mcc: '5999', category: 'shopping' });
  });

  it('reads, filters and exports a merchant transaction recorded without a code in the category the insights count it in', async () => {
    const card = activeDebit();
    const atm = app.store.find('cardTransactions', (tx) => tx.cardId === card.id && tx.type === 'atm_withdrawal');
    if (!atm) throw new Error('the seeded debit card has no ATM withdrawal');
    app.store.put('cardTransactions', { ...atm, mcc: null });
    const [listed] = (await allTransactions(card, 'cash')).filter((tx) => tx.id === atm.id);
    expect(listed).toMatchObject({ id: atm.id, category: 'cash' });
    expect(listed).not.toHaveProperty('mcc');
    const exported = await call('GET', `/api/transactions/cards/export?cardId=${card.id}&category=cash`, { cookie: demoCookie() });
    const [header = [], ...rows] = parseCsv([...(exported.stream?.chunks ?? [])].join(''));
    const row = rows.find((cells) => cells[header.indexOf('id')] === atm.id);
    expect(row?.[header.indexOf('category')]).toBe('cash');
    expect(row?.[header.indexOf('mcc')]).toBe('');
  });

  it('refuses a code on a transaction at no merchant, and a code that is not 4 digits', async () => {
    const card = activeDebit();
    const deposit = await call('POST', '/api/simulator/card-transactions', {
      body: { cardId: card.id, type: 'deposit_fund', amount: '10.00', merchant: { name: 'LookCard', city: 'Online', country: 'US' }, mcc: '5411' },
    });
    expect(deposit.status).toBe(422);
    expect(deposit.body).toMatchObject({ code: 'MccNotApplicable', message: 'A merchant category code applies only to purchases, refunds, reversals and ATM withdrawals' });
    const bad = await call('POST', '/api/simulator/card-transactions', {
      body: { cardId: card.id, type: 'purchase', amount: '10.00', merchant: { name: 'Shop', city: 'Austin', country: 'US' }, mcc: '54' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('body.mcc');
  });
});

describe('getCardInsights', () => {
  it.each(PERIODS)('%s: the totals equal the sum of the card transactions of the period, per month and per category', async (period) => {
    for (const card of [activeDebit(), activeCredit()]) {
      const insights = await insightsOf(card, period);
      const rows = await allTransactions(card);
      expect(insights.total).toBe(sumOf(rows, insights.from, insights.to));
      for (const category of insights.categories) expect(category.amount, category.category).toBe(sumOf(rows, insights.from, insights.to, category.category));
      for (const month of insights.months) {
        expect(month.total).toBe(sumOf(rows, `${month.month}-01`, `${month.month}-31`));
        expect(month.categories.reduce((sum, category) => sum.plus(category.amount), dec(0)).toFixed(2)).toBe(month.total);
      }
      expect(insights.months.reduce((sum, month) => sum.plus(month.total), dec(0)).toFixed(2)).toBe(insights.total);
    }
  });

  it('answers the seeded debit card with spending in several categories over the last 12 months', async () => {
    const insights = await insightsOf(activeDebit(), 'last-12-months');
    expect(insights).toMatchObject({ cardId: activeDebit().id, currency: 'USD', period: 'last-12-months', from: monthsBefore(11), to: startPlus().slice(0, 10) });
    expect(insights.months).toHaveLength(12);
    expect(insights.categories.map((category) => category.category)).toEqual(expect.arrayContaining(['groceries', 'restaurants', 'transport', 'entertainment', 'cash']));
    expect(dec(insights.total).gt(0)).toBe(true);
  });

  it('defaults to this month', async () => {
    const response = await call('GET', `/api/cards/${activeDebit().id}/insights`, { cookie: demoCookie() });
    expect(response.body.data).toMatchObject({ period: 'this-month', from: monthsBefore(0), to: startPlus().slice(0, 10) });
  });

  it('counts a new purchase in its category and month, a refund takes it off, a declined one is left out', async () => {
    const card = activeDebit();
    const before = await insightsOf(card, 'this-month');
    const restaurants = (insights: CardInsights) => insights.categories.find((category) => category.category === 'restaurants')?.amount ?? '0.00';
    const purchase = (body: Record<string, unknown>) =>
      call('POST', '/api/simulator/card-transactions', {
        body: { cardId: card.id, type: 'purchase', amount: '40.25', merchant: { name: 'Corner Bistro', city: 'Austin', country: 'US' }, mcc: '5812', ...body },
      });
    await purchase({});
    await purchase({ amount: '99999.00' });
    const after = await insightsOf(card, 'this-month');
    expect(dec(after.total).minus(before.total).toFixed(2)).toBe('40.25');
    expect(dec(restaurants(after)).minus(restaurants(before)).toFixed(2)).toBe('40.25');
    await purchase({ type: 'refund', amount: '10.00' });
    expect(
      dec((await insightsOf(card, 'this-month')).total)
        .minus(before.total)
        .toFixed(2),
    ).toBe('30.25');
  });

  it('answers 400 with the allowed periods to a bad period', async () => {
    const response = await call('GET', `/api/cards/${activeDebit().id}/insights?period=last-week`, { cookie: demoCookie() });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid request: query.period: Invalid option: expected one of "this-month"|"last-month"|"last-3-months"|"last-12-months"');
  });

  it("answers 404 to an unknown card and to another user's card, 401 without a session", async () => {
    expect((await call('GET', '/api/cards/no-such-card/insights', { cookie: demoCookie() })).status).toBe(404);
    const other = await call('GET', `/api/cards/${activeDebit().id}/insights`, { cookie: sessionCookieOf(app, 'friend@example.com') });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Card not found');
    expect((await call('GET', `/api/cards/${activeDebit().id}/insights`)).status).toBe(401);
  });
});

describe('listCardTransactions by category', () => {
  it('lists only the merchant transactions of the category, with its total', async () => {
    const card = activeDebit();
    const all = await allTransactions(card);
    const groceries = await allTransactions(card, 'groceries');
    expect(groceries.length).toBeGreaterThan(0);
    expect(groceries).toHaveLength(all.filter((tx) => tx.category === 'groceries').length);
    for (const tx of groceries) expect(tx.category).toBe('groceries');
  });

  it('refuses a category that is not one of the contract', async () => {
    const response = await call('GET', `/api/transactions/cards?cardId=${activeDebit().id}&category=food`, { cookie: demoCookie() });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('query.category');
  });
});
