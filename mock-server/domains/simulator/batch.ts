import type * as z from 'zod';
import type { SimulateCardTransactionBatchBody } from '@contract-kit/zod';
import { dec } from '@contract-kit/money';
import { errorResponse } from '../../core/errors';
import type { Emit, Handler, MockResponse } from '../../core/types';
import type { Store } from '../../store/store';
import type { MockEvent } from '../../core/events';
import { isApplicationStatus, toUsd } from '../cards/ledger';
import type { CardRecord, CardTransactionRecord } from '../cards/records';
import { recordCardTransaction } from '../cards/simulator-steps';

/** Bulk card transactions (POST /api/simulator/card-transactions/batch): the simulator's bulk injection. */

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
export const simulateCardTransactionBatch: Handler<never, never, BatchBody> = ({ body, store, clock, emit }) => {
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
