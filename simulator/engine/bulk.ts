import type * as z from 'zod';
import type { SimulateCardTransactionBatchBody } from '@contract-kit/zod';
import type { SimulatorClient } from './client';
import { SimulatorError } from './errors';
import { ATM_OPERATORS, MERCHANTS, ZERO_DECIMAL_CURRENCIES } from './merchants';
import { SeededRandom } from './random';

export type BulkItem = z.infer<typeof SimulateCardTransactionBatchBody>['items'][number];

/** Most card transactions one batch request carries (contract: maxItems). */
export const BATCH_SIZE = 1000;
/** Batches in flight at once: enough to keep the server busy while the next batch is built and checked. */
export const BULK_CONCURRENCY = 3;

const TOP_UP_SOURCES = [{ name: 'Card top-up', city: '', country: 'US' }] as const;

/**
 * A realistic, seeded stream of card transactions over `cardIds`: mostly purchases at catalogue merchants (with
 * FX for foreign ones), some refunds, ATM withdrawals and top-ups (deposit_fund) that keep balances from running
 * dry. Item `i` depends only on the seed and `i`'s position, so the same seed gives the same stream.
 */
export function* bulkItems(count: number, cardIds: readonly string[], seed: number): Generator<BulkItem> {
  if (cardIds.length === 0) throw new SimulatorError('target', 'Bulk injection needs at least one card');
  const random = new SeededRandom(seed);
  for (let index = 0; index < count; index++) {
    const cardId = cardIds[index % cardIds.length] as string;
    const roll = random.next();
    if (roll < 0.07) {
      yield { cardId, type: 'deposit_fund', amount: random.amount('100', '500'), merchant: { ...TOP_UP_SOURCES[0] } };
      continue;
    }
    const isAtm = roll < 0.1;
    const merchant = random.pick(isAtm ? ATM_OPERATORS : MERCHANTS);
    const decimals = ZERO_DECIMAL_CURRENCIES.has(merchant.currency) ? 0 : 2;
    const amount = random.amount(merchant.min, merchant.max, decimals);
    const isForeign = merchant.currency !== 'USD';
    const item: BulkItem = {
      cardId,
      type: isAtm ? 'atm_withdrawal' : roll < 0.16 ? 'refund' : 'purchase',
      amount,
      merchant: { name: merchant.name, city: merchant.city, country: merchant.country },
    };
    if (isForeign) item.currency = merchant.currency;
    if (isAtm) item.fees = { tx: '0', fx: isForeign ? '1.00' : '0', atm: '2.50' };
    else if (isForeign) item.fees = { tx: '0', fx: '0.50', atm: '0' };
    if (item.type === 'purchase' && roll > 0.97) item.status = 'pending';
    yield item;
  }
}

export interface BulkProgress {
  sent: number;
  total: number;
  elapsedMs: number;
}

export interface BulkResult {
  count: number;
  batches: number;
  elapsedMs: number;
  /** Transactions per second, end to end (generation, contract checks, HTTP, server ledger and journal). */
  ratePerSecond: number;
  statuses: { cleared: number; pending: number; declined: number; rejected: number; reversed: number };
}

export interface BulkOptions {
  client: SimulatorClient;
  cardIds: readonly string[];
  count: number;
  seed?: number;
  batchSize?: number;
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (progress: BulkProgress) => void;
}

/**
 * Injects `count` card transactions through POST /api/simulator/card-transactions/batch: batches of up to 1000,
 * each checked against the contract before it is sent, a few in flight at once.
 */
export async function injectBulk(options: BulkOptions): Promise<BulkResult> {
  const batchSize = Math.min(options.batchSize ?? BATCH_SIZE, BATCH_SIZE);
  const concurrency = Math.max(1, options.concurrency ?? BULK_CONCURRENCY);
  if (!Number.isInteger(options.count) || options.count < 1)
    throw new SimulatorError('invalid', 'count: Must be a whole number of at least 1', { issues: [{ path: 'count', message: 'Must be a whole number of at least 1' }] });
  const started = Date.now();
  const items = bulkItems(options.count, options.cardIds, options.seed ?? 1);
  const statuses = { cleared: 0, pending: 0, declined: 0, rejected: 0, reversed: 0 };
  let sent = 0;
  let batches = 0;

  const nextBatch = (): BulkItem[] => {
    const batch: BulkItem[] = [];
    while (batch.length < batchSize) {
      const next = items.next();
      if (next.done) break;
      batch.push(next.value);
    }
    return batch;
  };

  async function worker(): Promise<void> {
    for (;;) {
      if (options.signal?.aborted) throw new SimulatorError('aborted', 'Stopped');
      const batch = nextBatch();
      if (batch.length === 0) return;
      const response = await options.client.cardTransactionBatch(batch, options.signal);
      for (const key of Object.keys(statuses) as (keyof typeof statuses)[]) statuses[key] += response.statuses[key];
      sent += response.count;
      batches += 1;
      options.onProgress?.({ sent, total: options.count, elapsedMs: Date.now() - started });
    }
  }

  await Promise.all(Array.from({ length: concurrency }, () => worker()));
  const elapsedMs = Date.now() - started;
  return { count: sent, batches, elapsedMs, ratePerSecond: Math.round((sent / Math.max(elapsedMs, 1)) * 1000), statuses };
}
