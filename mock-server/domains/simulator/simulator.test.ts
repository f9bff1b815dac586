import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dec } from '@contract-kit/money';
import { createMockApp, type MockApp } from '../../app';
import type { MockEvent } from '../../core/events';
import type { CardRecord } from '../cards/records';
import { callJson, demoCardOf, recordingApp, TEST_START } from '../test-support';

const START = TEST_START;

let app: MockApp;
let events: MockEvent[];
beforeEach(() => {
  ({ app, events } = recordingApp(START));
});

type Body = Record<string, unknown> & { message?: string; code?: string; data?: unknown; issues?: { path: string; message: string }[] };

const call = (method: string, path: string, body?: unknown, target: MockApp = app) => callJson<Body>(target, method, path, { body });

const demoCard = (predicate: (card: CardRecord) => boolean) => demoCardOf(app, predicate);
const activeDebit = () => demoCard((card) => card.model === 'debit' && card.status === 'active');
const activeCredit = () => demoCard((card) => card.model === 'credit' && card.status === 'active');
const applicationCard = () => demoCard((card) => card.status.startsWith('pending_'));
const card = (id: string) => app.store.get('cards', id) as CardRecord;

const merchant = { name: 'Blue Bottle Coffee', city: 'Oakland', country: 'US' };
const purchase = (cardId: string, amount: string, extra: Record<string, unknown> = {}) => ({ cardId, type: 'purchase', amount, merchant, ...extra });

describe('POST /api/simulator/card-transactions/batch', () => {
  it('records every item through the card ledger, exactly like single injections', async () => {
    const debit = activeDebit();
    const before = card(debit.id).deposit;
    const items = [purchase(debit.id, '4.75'), purchase(debit.id, '18.40', { currency: 'EUR', fees: { tx: '0', fx: '0.40', atm: '0' } }), { ...purchase(debit.id, '2.00'), type: 'refund' }];
    const response = await call('POST', '/api/simulator/card-transactions/batch', { items });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, count: 3, statuses: { cleared: 3, pending: 0, declined: 0, rejected: 0, reversed: 0 } });
    // 4.75 + (18.40 EUR × 1.08 = 19.87) + 0.40 fx fee − 2.00 refund
    const spent = dec('4.75').plus('19.87').plus('0.40').minus('2.00');
    expect(card(debit.id).deposit.available).toBe(dec(before.available).minus(spent).toFixed(2));
    expect(card(debit.id).deposit.current).toBe(dec(before.current).minus(spent).toFixed(2));
    const ids = (response.body.data as { id: string }[]).map((item) => item.id);
    expect(ids.map((id) => app.store.get('cardTransactions', id)?.merchant.name)).toEqual([merchant.name, merchant.name, merchant.name]);
  });

  it('announces every transaction and the card once, with its final balances', async () => {
    const debit = activeDebit();
    await call('POST', '/api/simulator/card-transactions/batch', { items: [purchase(debit.id, '1.00'), purchase(debit.id, '2.00'), purchase(debit.id, '3.00')] });
    expect(events.filter((event) => event.type === 'card-transaction.created')).toHaveLength(3);
    const updates = events.filter((event) => event.type === 'card.updated');
    expect(updates).toHaveLength(1);
    expect((updates[0]?.payload as { deposit: { available: string } }).deposit.available).toBe(card(debit.id).deposit.available);
  });

  it('declines what is above the available balance and counts it', async () => {
    const debit = activeDebit();
    const available = card(debit.id).deposit.available;
    const response = await call('POST', '/api/simulator/card-transactions/batch', {
      items: [purchase(debit.id, dec(available).plus(1).toFixed(2)), purchase(debit.id, '1.00')],
    });
    expect(response.body.statuses).toMatchObject({ cleared: 1, declined: 1 });
    const declined = app.store.get('cardTransactions', (response.body.data as { id: string }[])[0]?.id ?? '');
    expect(declined?.declineReason).toBe('Insufficient funds or card limit exceeded');
  });

  it('rejects the whole batch when one item is wrong, naming the item', async () => {
    const debit = activeDebit();
    const count = app.store.count('cardTransactions');
    const unknown = await call('POST', '/api/simulator/card-transactions/batch', { items: [purchase(debit.id, '1.00'), purchase('no-such-card', '1.00')] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.issues).toEqual([{ path: 'body.items.1.cardId', message: 'Card not found' }]);
    const currency = await call('POST', '/api/simulator/card-transactions/batch', { items: [purchase(debit.id, '1.00', { currency: 'XYZ' })] });
    expect(currency.status).toBe(422);
    expect(currency.body.issues).toEqual([{ path: 'body.items.0.currency', message: 'Unsupported currency XYZ' }]);
    const tiny = await call('POST', '/api/simulator/card-transactions/batch', { items: [purchase(debit.id, '0.001')] });
    expect(tiny.body.issues).toEqual([{ path: 'body.items.0.amount', message: 'Amount is below one cent' }]);
    const notIssued = await call('POST', '/api/simulator/card-transactions/batch', { items: [purchase(applicationCard().id, '1.00')] });
    expect(notIssued.status).toBe(422);
    expect(notIssued.body.code).toBe('CardNotIssued');
    expect(app.store.count('cardTransactions')).toBe(count);
  });

  it('validates items against the contract and caps a batch at 1000', async () => {
    const debit = activeDebit();
    const invalid = await call('POST', '/api/simulator/card-transactions/batch', { items: [{ ...purchase(debit.id, '-1') }] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues?.[0]?.path).toBe('body.items.0.amount');
    const tooMany = await call('POST', '/api/simulator/card-transactions/batch', { items: Array.from({ length: 1001 }, () => purchase(debit.id, '0.01')) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issues?.[0]?.path).toBe('body.items');
    const empty = await call('POST', '/api/simulator/card-transactions/batch', { items: [] });
    expect(empty.status).toBe(400);
  });

  describe('durability', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('writes one journal line per batch, and the state survives a restart', async () => {
      dir = mkdtempSync(join(tmpdir(), 'sim-batch-'));
      const file = join(dir, 'db.json');
      const durable = createMockApp({ db: { file, snapshotIntervalMs: 0 }, log: () => {} });
      const debitCard = durable.store.find('cards', (c) => c.model === 'debit' && c.status === 'active');
      if (!debitCard) throw new Error('seed lacks a debit card');
      const lines = () => readFileSync(`${file}.journal`, 'utf8').split('\n').filter(Boolean).length;
      const before = lines();
      const response = await call('POST', '/api/simulator/card-transactions/batch', { items: Array.from({ length: 1000 }, () => purchase(debitCard.id, '0.01')) }, durable);
      expect(response.status).toBe(201);
      expect(lines()).toBe(before + 1);
      const available = durable.store.get('cards', debitCard.id)?.deposit.available;
      durable.close();
      const reopened = createMockApp({ db: { file, snapshotIntervalMs: 0 }, log: () => {} });
      expect(reopened.store.get('cards', debitCard.id)?.deposit.available).toBe(available);
      expect(reopened.store.filter('cardTransactions', (tx) => tx.cardId === debitCard.id && tx.amount === '0.01')).toHaveLength(1000);
      reopened.close();
    });
  });
});

describe('POST /api/simulator/card-transactions/{id}/settle', () => {
  async function pending(cardId: string, amount: string, extra: Record<string, unknown> = {}): Promise<string> {
    const response = await call('POST', '/api/simulator/card-transactions', purchase(cardId, amount, { status: 'pending', ...extra }));
    expect(response.status).toBe(201);
    return (response.body as { id: string }).id;
  }

  it('clears a held debit on a debit card: the settled balance follows the hold', async () => {
    const debit = activeDebit();
    const before = card(debit.id).deposit;
    const id = await pending(debit.id, '64.20');
    expect(card(debit.id).deposit).toMatchObject({ available: dec(before.available).minus('64.20').toFixed(2), current: before.current });
    events.length = 0;
    const response = await call('POST', `/api/simulator/card-transactions/${id}/settle`, { status: 'cleared' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, status: 'cleared' });
    expect(card(debit.id).deposit).toMatchObject({ available: dec(before.available).minus('64.20').toFixed(2), current: dec(before.current).minus('64.20').toFixed(2) });
    expect(events.map((event) => event.type)).toEqual(['card-transaction.updated', 'card.updated']);
  });

  it('releases the hold when a pending debit is declined or reversed', async () => {
    const debit = activeDebit();
    const before = card(debit.id).deposit;
    const declined = await pending(debit.id, '10.00');
    const declineResponse = await call('POST', `/api/simulator/card-transactions/${declined}/settle`, { status: 'declined' });
    expect(declineResponse.body).toMatchObject({ status: 'declined', declineReason: 'Insufficient funds or card limit exceeded' });
    const reversed = await pending(debit.id, '5.00');
    await call('POST', `/api/simulator/card-transactions/${reversed}/settle`, { status: 'reversed' });
    expect(card(debit.id).deposit).toEqual(before);
  });

  it('on a credit card, clearing keeps the used amount and releasing gives the credit back', async () => {
    const credit = activeCredit();
    const before = card(credit.id).credit;
    const cleared = await pending(credit.id, '40.00');
    await call('POST', `/api/simulator/card-transactions/${cleared}/settle`, { status: 'cleared' });
    expect(card(credit.id).credit.used).toBe(dec(before.used).plus('40.00').toFixed(2));
    const reversed = await pending(credit.id, '15.00');
    await call('POST', `/api/simulator/card-transactions/${reversed}/settle`, { status: 'reversed' });
    expect(card(credit.id).credit).toMatchObject({ used: dec(before.used).plus('40.00').toFixed(2), available: dec(before.available).minus('40.00').toFixed(2) });
  });

  it('credits a pending credit only when it clears', async () => {
    const debit = activeDebit();
    const before = card(debit.id).deposit;
    const id = await pending(debit.id, '12.00', { type: 'refund' });
    expect(card(debit.id).deposit).toEqual(before);
    await call('POST', `/api/simulator/card-transactions/${id}/settle`, { status: 'cleared' });
    expect(card(debit.id).deposit.current).toBe(dec(before.current).plus('12.00').toFixed(2));
  });

  it('settles only pending transactions, and only known ones', async () => {
    const debit = activeDebit();
    const cleared = await call('POST', '/api/simulator/card-transactions', purchase(debit.id, '1.00'));
    const again = await call('POST', `/api/simulator/card-transactions/${(cleared.body as { id: string }).id}/settle`, { status: 'cleared' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'Card transaction is already cleared', code: 'NotPending' });
    expect((await call('POST', '/api/simulator/card-transactions/nope/settle', { status: 'cleared' })).status).toBe(404);
    const invalid = await call('POST', '/api/simulator/card-transactions/nope/settle', { status: 'pending' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues?.[0]?.path).toBe('body.status');
  });
});

describe('GET /api/simulator/users', () => {
  it('lists the seeded users with their cards, processing withdrawals and pending card transactions', async () => {
    const response = await call('GET', '/api/simulator/users');
    expect(response.status).toBe(200);
    const users = response.body.data as { email: string; cards: { id: string; status: string }[]; withdrawals: { id: string }[]; pendingCardTransactions: { id: string }[] }[];
    expect(users.map((user) => user.email)).toEqual(['demo@example.com', 'friend@example.com', 'mfa@example.com', 'unverified@example.com', 'newcomer@example.com']);
    const demo = users[0];
    expect(demo?.cards.length).toBeGreaterThanOrEqual(2);
    expect(demo?.cards.some((c) => c.status.startsWith('pending_'))).toBe(true);
    for (const withdrawal of demo?.withdrawals ?? []) expect(app.store.get('withdrawals', withdrawal.id)?.status).toBe('processing');
    for (const tx of demo?.pendingCardTransactions ?? []) expect(app.store.get('cardTransactions', tx.id)?.status).toBe('pending');
  });

  it('filters by e-mail, case-insensitively', async () => {
    const response = await call('GET', '/api/simulator/users?email=Friend@Example.com');
    expect((response.body.data as { email: string }[]).map((user) => user.email)).toEqual(['friend@example.com']);
    expect((await call('GET', '/api/simulator/users?email=nobody@example.com')).body.data).toEqual([]);
    expect((await call('GET', '/api/simulator/users?email=not-an-email')).status).toBe(400);
  });
});
