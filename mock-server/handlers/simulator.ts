import type * as z from 'zod';
import type {
  ListSimulatorUsersQueryParams,
  SettleSimulatorCardTransactionBody,
  SettleSimulatorCardTransactionParams,
  SimulateCardTransactionBatchBody,
} from '@contract-kit/zod';
import { dec } from '@contract-kit/money';
import { CLOCK_RANGE, isClockInRange } from '../core/clock';
import type { Domain } from '../core/domain';
import { badRequest, conflict, errorResponse, notFound, ok } from '../core/errors';
import type { MockEvent } from '../core/events';
import type { FaultInput } from '../core/faults';
import type { Handler, MockResponse } from '../core/types';
import {
  applyToCard,
  cardTransactionView,
  compareCardTransactionsNewestFirst,
  declineReasonFor,
  isApplicationStatus,
  toUsd,
  usd,
  type CardRecord,
  type CardTransactionRecord,
} from '../store/records/cards';
import '../store/records/wallet';
import type { Store } from '../store/store';
import { listUserCards, recordCardTransaction, saveCard } from './cards';

/**
 * Development-only platform controls: outbox, reset, clock and faults; plus the transaction simulator's own
 * steps — bulk card transactions, settlement of pending card transactions and the directory of users, cards and
 * open items the simulator acts on. The domain-specific simulator steps (single card transactions, approvals,
 * withdrawal status, deposits …) live with their domains.
 */
const getSimulatorOutbox: Handler<never, { to?: string }> = ({ query, store }) => {
  const to = query.to?.trim().toLowerCase();
  const mails = store
    .list('outbox')
    .filter((mail) => !to || mail.to === to)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map(({ to: recipient, subject, text, code, link, createdAt }) => ({
      to: recipient,
      subject,
      text,
      ...(code ? { code } : {}),
      ...(link ? { link } : {}),
      createdAt,
    }));
  return ok({ data: mails });
};

const resetSimulator: Handler<never, never, { seed?: number } | undefined> = ({ body, services, clock }) => {
  services.reset(body?.seed);
  return ok({ success: true, seed: services.seed(), now: clock.now().toISOString() });
};

const clockView = (clock: { now(): Date; offsetMs(): number }) => ({ now: clock.now().toISOString(), offsetMs: Math.round(clock.offsetMs()) });

const getSimulatorClock: Handler = ({ clock }) => ok(clockView(clock));

/**
 * Sets and/or advances the clock. The target is checked first (a date-time, within CLOCK_RANGE): a bad value is a
 * 400 that changes nothing. The live clock and its stored offset move together; the due-time sweep that follows
 * runs on its own (a failing sweep undoes only its own writes).
 */
const setSimulatorClock: Handler<never, never, { set?: string; advanceSeconds?: number } | undefined> = ({ body, clock, services, store }) => {
  const at = body?.set ? Date.parse(body.set) : clock.nowMs();
  if (Number.isNaN(at)) return badRequest('body.set is not a date-time', [{ path: 'body.set', message: 'Not a date-time' }], 'InvalidClockTime');
  const outOfRange = (path: string) => {
    const message = `The clock must stay ${CLOCK_RANGE.label}`;
    return badRequest(`${path}: ${message}`, [{ path, message }], 'ClockOutOfRange');
  };
  if (body?.set && !isClockInRange(at)) return outOfRange('body.set');
  if (!isClockInRange(at + (body?.advanceSeconds ?? 0) * 1000)) return outOfRange('body.advanceSeconds');
  if (body?.set) clock.set(new Date(at));
  if (body?.advanceSeconds) clock.advance(body.advanceSeconds * 1000);
  store.put('meta', { id: 'clockOffsetMs', value: clock.offsetMs() });
  services.sweep();
  return ok(clockView(clock));
};

const listSimulatorFaults: Handler = ({ services }) => ok({ data: services.faults.list() });

const createSimulatorFault: Handler<never, never, FaultInput> = ({ body, services }) => {
  if (body.body !== undefined && body.status === undefined) {
    return badRequest('A fault body needs a status', [{ path: 'body.status', message: 'Required when body is given' }], 'FaultBodyWithoutStatus');
  }
  return { status: 201, body: services.faults.add(body) };
};

const clearSimulatorFaults: Handler = ({ services }) => ok({ success: true, removed: services.faults.clear() });

// ---------------------------------------------------------------------------------------------- bulk injection

type Emit = (event: Omit<MockEvent, 'at'> & { at?: string }) => void;
type BatchBody = z.infer<typeof SimulateCardTransactionBatchBody>;
type BatchItem = BatchBody['items'][number];

/** Most items one batch may carry (contract: maxItems). */
export const MAX_BATCH_ITEMS = 1000;

/** Why an item cannot be recorded (checked for every item before anything is written), or null. */
function batchItemProblem(store: Store, item: BatchItem, index: number): MockResponse | null {
  const at = (field: string, status: number, message: string, code: string) =>
    errorResponse(status, `${message} (item ${index})`, { code, issues: [{ path: `body.items.${index}.${field}`, message }] });
  const card = store.get('cards', item.cardId);
  if (!card) return at('cardId', 404, 'Card not found', 'NotFound');
  if (isApplicationStatus(card.status)) return at('cardId', 422, 'Card is not issued', 'CardNotIssued');
  const currency = (item.currency ?? 'USD').toUpperCase();
  const amount = toUsd(item.amount, currency);
  if (amount === null) return at('currency', 422, `Unsupported currency ${currency}`, 'UnsupportedCurrency');
  if (dec(amount).eq(0)) return at('amount', 422, 'Amount is below one cent', 'AmountTooSmall');
  return null;
}

/**
 * A write-coalescing view of the store for one batch: card and meta records (rewritten by every transaction:
 * balances, the sequence counter) stay in an overlay and reach the store once, with their final value, when
 * the batch is done; everything else goes straight through. The batch stays one journal line without carrying
 * a thousand copies of the same card.
 */
function coalescingStore(store: Store): { view: Store; commit(): void } {
  const overlay = new Map<string, Map<string, { id: string }>>([
    ['cards', new Map()],
    ['meta', new Map()],
  ]);
  const view = Object.create(store) as Store;
  view.get = ((name: string, id: string) => overlay.get(name)?.get(id) ?? store.get(name as 'cards', id)) as Store['get'];
  view.put = ((name: string, record: { id: string }) => {
    const held = overlay.get(name);
    if (!held) return store.put(name as 'cards', record as CardRecord);
    held.set(record.id, record);
    return record;
  }) as Store['put'];
  return {
    view,
    commit() {
      for (const [name, records] of overlay) for (const record of records.values()) store.put(name as 'cards', record as CardRecord);
    },
  };
}

/**
 * POST /api/simulator/card-transactions/batch: up to 1000 card transactions through the card processor of the
 * cards domain (`recordCardTransaction`), all checked before any is written. Every transaction is announced
 * (card-transaction.created); card.updated once per card, with its final balances.
 */
const simulateCardTransactionBatch: Handler<never, never, BatchBody> = ({ body, store, clock, emit }) => {
  for (const [index, item] of body.items.entries()) {
    const problem = batchItemProblem(store, item, index);
    if (problem) return problem;
  }
  const cardUpdates = new Map<string, Omit<MockEvent, 'at'> & { at?: string }>();
  const batchEmit: Emit = (event) => {
    if (event.type === 'card.updated' && event.cardId) cardUpdates.set(event.cardId, event);
    else emit(event);
  };
  const batch = coalescingStore(store);
  const statuses = { cleared: 0, pending: 0, declined: 0, rejected: 0, reversed: 0 };
  const data: { id: string; status: CardTransactionRecord['status'] }[] = [];
  for (const [index, item] of body.items.entries()) {
    const result = recordCardTransaction(batch.view, clock, batchEmit, item);
    // Checked above; reaching this means the rules diverged: fail the whole batch (the dispatcher rolls back).
    if (!result.ok) throw new Error(`batch item ${index}: ${result.message}`);
    statuses[result.value.status] += 1;
    data.push({ id: result.value.id, status: result.value.status });
  }
  batch.commit();
  for (const event of cardUpdates.values()) emit(event);
  return { status: 201, body: { success: true, count: data.length, statuses, data } };
};

// ---------------------------------------------------------------------------------------------- settlement

type SettleStatus = z.infer<typeof SettleSimulatorCardTransactionBody>['status'];

/**
 * The balances of `card` once the pending `tx` settles as `status` (the reverse of what the ledger did when
 * it was authorised — see `applyToCard`): a pending debit already holds `available` (debit card) or `used`
 * (credit card); a pending credit moved nothing.
 */
export function settledBalances(card: CardRecord, tx: CardTransactionRecord, status: SettleStatus): Pick<CardRecord, 'deposit' | 'credit'> | null {
  const bill = dec(tx.metadata.billAmount);
  if (tx.entry === 'credit') {
    if (status !== 'cleared') return null;
    const result = applyToCard(card, { type: tx.type, entry: 'credit', amount: tx.amount, status: 'cleared', fees: tx.fees });
    return result.moved ? { deposit: result.deposit, credit: result.credit } : null;
  }
  if (bill.eq(0)) return null;
  if (card.model === 'debit') {
    if (status === 'cleared') return { deposit: { ...card.deposit, current: usd(dec(card.deposit.current).minus(bill)) }, credit: card.credit };
    return { deposit: { ...card.deposit, available: usd(dec(card.deposit.available).plus(bill)) }, credit: card.credit };
  }
  if (status === 'cleared') return null;
  if (tx.type === 'withdraw_fund') {
    const collateral = usd(dec(card.credit.current).plus(bill));
    return { deposit: card.deposit, credit: { ...card.credit, current: collateral, limit: collateral, available: usd(dec(card.credit.available).plus(bill)) } };
  }
  const used = dec(card.credit.used);
  const released = bill.gt(used) ? used : bill;
  return { deposit: card.deposit, credit: { ...card.credit, used: usd(used.minus(released)), available: usd(dec(card.credit.available).plus(released)) } };
}

/** POST /api/simulator/card-transactions/{id}/settle: the processor clears, declines or reverses a pending transaction. */
const settleSimulatorCardTransaction: Handler<z.infer<typeof SettleSimulatorCardTransactionParams>, never, z.infer<typeof SettleSimulatorCardTransactionBody>> = ({
  params,
  body,
  store,
  clock,
  emit,
}) => {
  const tx = store.get('cardTransactions', params.id);
  if (!tx) return notFound('Card transaction not found');
  if (tx.status !== 'pending') return conflict(`Card transaction is already ${tx.status}`, 'NotPending');
  const card = store.get('cards', tx.cardId);
  if (!card) return notFound('Card not found');
  const settled: CardTransactionRecord = { ...tx, status: body.status, declineReason: body.status === 'declined' ? declineReasonFor(tx.type) : null };
  store.put('cardTransactions', settled);
  emit({ type: 'card-transaction.updated', userId: tx.userId, cardId: tx.cardId, id: tx.id, payload: { ...cardTransactionView(settled) } });
  const balances = settledBalances(card, tx, body.status);
  if (balances) saveCard(store, emit, { ...card, ...balances, updatedAt: clock.now().toISOString() });
  return ok(cardTransactionView(settled));
};

// ---------------------------------------------------------------------------------------------- directory

/** Newest pending card transactions listed per user. */
export const PENDING_TRANSACTIONS_LISTED = 50;

const listSimulatorUsers: Handler<never, z.infer<typeof ListSimulatorUsersQueryParams>> = ({ query, store }) => {
  const email = query.email?.trim().toLowerCase();
  const users = store
    .filter('users', (user) => !email || user.email === email)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const pendingByUser = new Map<string, CardTransactionRecord[]>();
  for (const tx of store.values('cardTransactions')) {
    if (tx.status !== 'pending') continue;
    const list = pendingByUser.get(tx.userId) ?? [];
    list.push(tx);
    pendingByUser.set(tx.userId, list);
  }
  const data = users.map((user) => ({
    id: user.id,
    email: user.email,
    fullname: user.fullname,
    verified: user.verified,
    cards: listUserCards(store, user.id).map((card) => ({
      id: card.id,
      name: card.name,
      lastFourDigits: card.lastFourDigits,
      model: card.model,
      status: card.status,
      physicalStatus: card.physicalStatus,
      available: card.model === 'debit' ? card.deposit.available : card.credit.available,
    })),
    withdrawals: store
      .filter('withdrawals', (withdrawal) => withdrawal.userId === user.id && withdrawal.status === 'processing')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .map((withdrawal) => ({
        id: withdrawal.id,
        amount: withdrawal.amount,
        currency: withdrawal.currency,
        blockchainId: withdrawal.blockchainId,
        createdAt: withdrawal.createdAt,
      })),
    pendingCardTransactions: (pendingByUser.get(user.id) ?? [])
      .sort(compareCardTransactionsNewestFirst)
      .slice(0, PENDING_TRANSACTIONS_LISTED)
      .map((tx) => ({
        id: tx.id,
        cardId: tx.cardId,
        type: tx.type,
        entry: tx.entry,
        amount: tx.amount,
        description: tx.description,
        merchantName: tx.merchant.name,
        transactionDate: tx.transactionDate,
      })),
  }));
  return ok({ data });
};

export const simulatorDomain: Domain = {
  name: 'simulator',
  handlers: {
    getSimulatorOutbox,
    resetSimulator,
    getSimulatorClock,
    setSimulatorClock,
    listSimulatorFaults,
    createSimulatorFault,
    clearSimulatorFaults,
    simulateCardTransactionBatch,
    settleSimulatorCardTransaction,
    listSimulatorUsers,
  } as Domain['handlers'],
};
