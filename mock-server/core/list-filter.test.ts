import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dec } from '@contract-kit/money';
import { isInCategory } from '@contract-kit/rules/merchant-categories';
import type { MockApp } from '../app';
import { callJson, demoCardOf, recordingApp, seededUser, sessionCookieOf, startPlus, type JsonBody } from '../domains/test-support';
import type { CardTransactionRecord } from '../domains/cards/records';
import { parseCsv } from './csv';
import type { MockResponse } from './types';

/** The history filter and the CSV exports through the dispatcher: account activity, card transactions, withdrawals. */

let app: MockApp;
let cookie: string;
beforeEach(() => {
  ({ app } = recordingApp());
  cookie = sessionCookieOf(app, 'demo@example.com');
});

const get = <B = JsonBody>(path: string, as = cookie) => callJson<B>(app, 'GET', path, { cookie: as });
const demoId = () => seededUser(app, 'demo@example.com').id;
const activeDebit = () => demoCardOf(app, (card) => card.model === 'debit' && card.status === 'active');

/** The whole streamed file of an export response. */
const csvOf = (response: MockResponse): string[][] => {
  expect(response.status).toBe(200);
  expect(response.stream?.contentType).toBe('text/csv; charset=utf-8');
  return parseCsv([...(response.stream?.chunks ?? [])].join(''));
};

type Page<T> = { data: { data: T[]; total: number } };
const idsOfAllPages = async (path: string): Promise<string[]> => {
  const first = await get<Page<{ id: string }>>(`${path}&take=100`);
  expect(first.status).toBe(200);
  const ids = first.body.data.data.map((row) => row.id);
  for (let skip = 100; skip < first.body.data.total; skip += 100) ids.push(...(await get<Page<{ id: string }>>(`${path}&take=100&skip=${skip}`)).body.data.data.map((row) => row.id));
  return ids;
};

describe('card transactions: filter and export', () => {
  it('lists only what the filter picks, and the export has exactly those rows', async () => {
    const card = activeDebit();
    const query = `cardId=${card.id}&type=purchase&status=cleared&minAmount=10&maxAmount=100.5&from=2026-08-01&to=2026-11-30`;
    const expected = app.store
      .filter('cardTransactions', (tx) => tx.cardId === card.id && tx.type === 'purchase' && tx.status === 'cleared')
      .filter((tx) => dec(tx.amount).gte(10) && dec(tx.amount).lte('100.5') && tx.transactionDate >= '2026-08-01' && tx.transactionDate < '2026-12-01');
    expect(expected.length).toBeGreaterThan(3);
    const listed = await idsOfAllPages(`/api/transactions/cards?${query}`);
    expect(new Set(listed)).toEqual(new Set(expected.map((tx) => tx.id)));
    expect(listed).toHaveLength(expected.length);

    const rows = csvOf(await get(`/api/transactions/cards/export?${query}`));
    expect(rows[0]).toEqual([
      'id',
      'date',
      'type',
      'entry',
      'status',
      'amount',
      'currency',
      'description',
      'merchant',
      'merchantCity',
      'merchantCountry',
      'originalAmount',
      'originalCurrency',
      'feeTx',
      'feeFx',
      'feeAtm',
      'billAmount',
      'channel',
      'declineReason',
      'mcc',
      'category',
    ]);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([...listed].sort());
    const first = expected[0] as CardTransactionRecord;
    const written = rows.find((row) => row[0] === first.id);
    expect(written?.slice(1, 7)).toEqual([first.transactionDate, 'purchase', first.entry, 'cleared', first.amount, 'USD']);
    expect(written?.[8]).toBe(first.merchant.name);
  });

  it('takes the merchant category (from the spending insights) as a filter field: with the others, on the list and the export alike', async () => {
    const card = activeDebit();
    const query = `cardId=${card.id}&category=groceries&status=cleared`;
    const expected = app.store.filter('cardTransactions', (tx) => tx.cardId === card.id && tx.status === 'cleared' && isInCategory(tx, 'groceries'));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(app.store.filter('cardTransactions', (tx) => tx.cardId === card.id && tx.status === 'cleared').length);
    expect(expected.length).toBeLessThan(app.store.filter('cardTransactions', (tx) => tx.cardId === card.id && isInCategory(tx, 'groceries')).length);
    const listed = await idsOfAllPages(`/api/transactions/cards?${query}`);
    expect(new Set(listed)).toEqual(new Set(expected.map((tx) => tx.id)));
    expect(listed).toHaveLength(expected.length);
    const rows = csvOf(await get(`/api/transactions/cards/export?${query}`));
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([...listed].sort());
    for (const row of rows.slice(1)) expect([row[4], row.at(-1)]).toEqual(['cleared', 'groceries']);

    // Deposits, withdrawals, repayments and fees are in no category, not even `other`.
    const other = await idsOfAllPages(`/api/transactions/cards?cardId=${card.id}&category=other`);
    const others = app.store.filter('cardTransactions', (tx) => tx.cardId === card.id && isInCategory(tx, 'other'));
    expect(new Set(other)).toEqual(new Set(others.map((tx) => tx.id)));
    expect(app.store.find('cardTransactions', (tx) => tx.cardId === card.id && tx.type === 'deposit_fund')).toBeDefined();
  });

  it('answers 400 naming category for a word that is not a merchant category, on the list and the export', async () => {
    const card = activeDebit();
    for (const endpoint of ['/api/transactions/cards', '/api/transactions/cards/export']) {
      for (const bad of ['food', 'Groceries']) {
        const response = await get(`${endpoint}?cardId=${card.id}&category=${bad}&status=cleared`);
        expect(response.status, `${endpoint} ${bad}`).toBe(400);
        expect(response.body).toMatchObject({ code: 'ValidationError', issues: [expect.objectContaining({ path: 'query.category' })] });
      }
    }
    // The other lists have no category.
    expect((await get('/api/transactions/accounts?category=groceries')).body.issues).toEqual([{ path: 'query.category', message: 'Unknown field' }]);
    expect((await get('/api/crypto/withdrawal/export?category=groceries')).body.issues).toEqual([{ path: 'query.category', message: 'Unknown field' }]);
  });

  it('finds free text in the merchant or description and a merchant currency, in any case', async () => {
    const card = activeDebit();
    const sample = app.store.find('cardTransactions', (tx) => tx.cardId === card.id && tx.metadata.originalCurrency !== 'USD') as CardTransactionRecord;
    const word = sample.merchant.name.slice(0, 5).toUpperCase();
    const byText = await idsOfAllPages(`/api/transactions/cards?cardId=${card.id}&q=${encodeURIComponent(word)}`);
    expect(byText).toContain(sample.id);
    const expected = app.store.filter('cardTransactions', (tx) => tx.cardId === card.id && [tx.merchant.name, tx.description].some((text) => text.toLowerCase().includes(word.toLowerCase())));
    expect(byText).toHaveLength(expected.length);
    const byCurrency = await idsOfAllPages(`/api/transactions/cards?cardId=${card.id}&currency=${sample.metadata.originalCurrency.toLowerCase()}`);
    expect(byCurrency).toContain(sample.id);
    expect(byCurrency.length).toBeLessThan(app.store.filter('cardTransactions', (tx) => tx.cardId === card.id).length);
  });

  it('answers 400 naming each bad parameter, on the list and the export alike', async () => {
    const card = activeDebit();
    const cases: [string, string, string][] = [
      ['from=2026-02-30', 'query.from', 'from must be a date written YYYY-MM-DD, such as 2026-11-01'],
      ['to=20261101', 'query.to', 'to must be a date written YYYY-MM-DD, such as 2026-11-01'],
      ['from=2026-11-02&to=2026-11-01', 'query.from', 'from must not be after to'],
      ['minAmount=ten', 'query.minAmount', 'minAmount must be a decimal number such as 25 or 25.50'],
      ['maxAmount=-5', 'query.maxAmount', 'maxAmount must be a decimal number such as 25 or 25.50'],
      ['minAmount=10.01&maxAmount=10', 'query.minAmount', 'minAmount must not be above maxAmount'],
    ];
    for (const [query, path, message] of cases) {
      for (const endpoint of ['/api/transactions/cards', '/api/transactions/cards/export']) {
        const response = await get(`${endpoint}?cardId=${card.id}&${query}`);
        expect(response.status, `${endpoint} ${query}`).toBe(400);
        expect(response.body).toMatchObject({ code: 'ValidationError', message: `Invalid request: ${path}: ${message}`, issues: [{ path, message }] });
      }
    }
    const status = await get(`/api/transactions/cards/export?cardId=${card.id}&status=lost`);
    expect(status.status).toBe(400);
    expect(status.body.issues).toEqual([expect.objectContaining({ path: 'query.status' })]);
    const long = await get(`/api/transactions/cards?cardId=${card.id}&q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.issues).toEqual([expect.objectContaining({ path: 'query.q' })]);
  });

  it("answers 404 for another user's card, 401 without a session; a filter that matches nothing exports the header alone", async () => {
    const card = activeDebit();
    const other = await get(`/api/transactions/cards/export?cardId=${card.id}`, sessionOfMfa());
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Card not found');
    expect((await callJson(app, 'GET', `/api/transactions/cards/export?cardId=${card.id}`)).status).toBe(401);
    const empty = await get(`/api/transactions/cards/export?cardId=${card.id}&q=no-such-merchant-anywhere`);
    expect(csvOf(empty)).toHaveLength(1);
    expect(empty.headers?.['Content-Disposition']).toBe(`attachment; filename="card-transactions-${card.lastFourDigits}-${startPlus().slice(0, 10)}.csv"`);
    expect(empty.headers?.['Cache-Control']).toBe('private, no-store');
  });

  it('neutralises a merchant name that a spreadsheet would run as a formula', async () => {
    const card = activeDebit();
    const injected = await callJson(app, 'POST', '/api/simulator/card-transactions', {
      body: { cardId: card.id, type: 'purchase', amount: '5.00', merchant: { name: '=HYPERLINK("http://evil.example")', city: 'Oakland', country: 'US' } },
    });
    expect(injected.status).toBe(201);
    const text = [...((await get(`/api/transactions/cards/export?cardId=${card.id}&q=hyperlink`)).stream?.chunks ?? [])].join('');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(parseCsv(text)[1]?.[8]).toBe(`'=HYPERLINK("http://evil.example")`);
  });
});

const sessionOfMfa = () => sessionCookieOf(app, 'mfa@example.com');

describe('account activity: filter and export', () => {
  it('filters by direction, currency, dates, amounts and text; the export has the same rows', async () => {
    const query = 'type=CREDIT&currency=usdt&from=2026-01-01&to=2026-12-31&minAmount=1';
    const expected = app.store.filter('accountTransactions', (tx) => tx.userId === demoId() && tx.type === 'CREDIT' && tx.currency === 'USDT' && dec(tx.amount).gte(1));
    expect(expected.length).toBeGreaterThan(1);
    const listed = await get<{ transactions: { id: string }[]; total: number }>(`/api/transactions/accounts?${query}`);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(expected.length);
    expect(new Set(listed.body.transactions.map((tx) => tx.id))).toEqual(new Set(expected.map((tx) => tx.id)));
    const rows = csvOf(await get(`/api/transactions/accounts/export?${query}`));
    expect(rows[0]).toEqual(['id', 'date', 'type', 'account', 'amount', 'currency', 'category', 'description', 'reference']);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(expected.map((tx) => tx.id).sort());
    const text = await get<{ transactions: { description: string }[] }>('/api/transactions/accounts?q=deposit%20on%20tron');
    expect(text.body.transactions.length).toBeGreaterThan(0);
    for (const tx of text.body.transactions) expect(tx.description.toLowerCase()).toContain('deposit on tron');
  });

  it('refuses a status (account movements have none) and bad values, naming them', async () => {
    const status = await get('/api/transactions/accounts?status=cleared');
    expect(status.status).toBe(400);
    expect(status.body.issues).toEqual([{ path: 'query.status', message: 'Unknown field' }]);
    const bad = await get('/api/transactions/accounts/export?from=2026-11-31&maxAmount=1,5');
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { path: 'query.from', message: 'from must be a date written YYYY-MM-DD, such as 2026-11-01' },
      { path: 'query.maxAmount', message: 'maxAmount must be a decimal number such as 25 or 25.50' },
    ]);
  });
});

describe('withdrawal history: filter and export', () => {
  it('filters by status and currency; the export (a literal path before /withdrawal/{id}) has the same rows', async () => {
    const expected = app.store.filter('withdrawals', (wd) => wd.userId === demoId() && wd.status === 'completed' && wd.currency === 'USDT');
    expect(expected.length).toBeGreaterThan(0);
    const listed = await get<Page<{ id: string; status: string }>>('/api/crypto/withdrawal?status=completed&currency=USDT&take=100');
    expect(listed.status).toBe(200);
    expect(new Set(listed.body.data.data.map((wd) => wd.id))).toEqual(new Set(expected.map((wd) => wd.id)));
    const rows = csvOf(await get('/api/crypto/withdrawal/export?status=completed&currency=USDT'));
    expect(rows[0]).toEqual(['id', 'date', 'status', 'amount', 'currency', 'blockchain', 'toAddress', 'txHash', 'reason']);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(expected.map((wd) => wd.id).sort());
    const address = expected[0]?.toAddress.slice(3, 12) ?? '';
    const byAddress = await get<Page<{ id: string }>>(`/api/crypto/withdrawal?q=${address}`);
    expect(byAddress.body.data.data.map((wd) => wd.id)).toContain(expected[0]?.id);
  });

  it('refuses a type (withdrawals have none) and a range that ends before it starts', async () => {
    expect((await get('/api/crypto/withdrawal/export?type=CREDIT')).body.issues).toEqual([{ path: 'query.type', message: 'Unknown field' }]);
    const range = await get('/api/crypto/withdrawal?from=2026-11-20&to=2026-11-19');
    expect(range.status).toBe(400);
    expect(range.body.issues).toEqual([{ path: 'query.from', message: 'from must not be after to' }]);
  });
});

describe('the export streams from the store', () => {
  it('exports 100,000 card transactions in bounded chunks, reading the store lazily and never copying it', () => {
    const card = activeDebit();
    const template = app.store.find('cardTransactions', (tx) => tx.cardId === card.id) as CardTransactionRecord;
    const snapshot = app.store.snapshot();
    const bulk: CardTransactionRecord[] = [];
    for (let i = 0; i < 100_000; i++) bulk.push({ ...template, id: `bulk-${i}`, sequence: 1_000_000 + i, amount: `${(i % 500) + 1}.25`, status: 'cleared' });
    app.store.load({ ...snapshot, cardTransactions: [...(snapshot.cardTransactions ?? []), ...bulk] });
    bulk.length = 0;
    return (async () => {
      const copies = [vi.spyOn(app.store, 'filter'), vi.spyOn(app.store, 'list'), vi.spyOn(app.store, 'snapshot')] as const;
      const response = await get(`/api/transactions/cards/export?cardId=${card.id}&maxAmount=250.25&q=${encodeURIComponent(template.merchant.name)}`);
      expect(response.status).toBe(200);
      const chunks = response.stream?.chunks[Symbol.iterator]();
      if (!chunks) throw new Error('no stream');
      let rows = -1;
      let largest = 0;
      let count = 0;
      for (let next = chunks.next(); !next.done; next = chunks.next()) {
        count++;
        largest = Math.max(largest, next.value.length);
        rows += next.value.split('\r\n').length - 1;
      }
      // Nothing copied the collection into an array: the rows came from the store's own iterator.
      for (const copy of copies) expect(copy.mock.calls.filter(([name]) => name === 'cardTransactions')).toHaveLength(0);
      expect(copies[2]?.mock.calls).toHaveLength(0);
      for (const copy of copies) copy.mockRestore();
      const expected = app.store.filter(
        'cardTransactions',
        (tx) => tx.cardId === card.id && tx.merchant.name.toLowerCase().includes(template.merchant.name.toLowerCase()) && dec(tx.amount).lte('250.25'),
      ).length;
      expect(expected).toBeGreaterThan(50_000);
      expect(rows).toBe(expected);
      expect(count).toBeGreaterThan(expected / 250);
      expect(largest).toBeLessThan(200 * 1024);
    })();
  }, 60_000);
});
