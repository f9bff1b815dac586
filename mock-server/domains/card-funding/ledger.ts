import { randomUUID } from 'node:crypto';
import type { CardTransactionType } from '@contract-kit/model';
import type { Clock } from '../../core/clock';
import { ok } from '../../core/errors';
import type { Emit, MockResponse } from '../../core/types';
import { processorTid, secureRandomInt } from '../../store/ids';
import type { Store } from '../../store/store';
import { addCardTransaction, applyToCard } from '../cards/ledger';
import type { CardRecord, CardTransactionRecord } from '../cards/records';
import { cardView } from '../cards/views';
import { emitBalanceChanged } from '../wallet/ledger';
import type { CardOperationRecord } from './records';

/**
 * The card side of a funding operation: a cleared card transaction through the card ledger (../cards/ledger.ts),
 * and the operation record that ties it to the account movement of the wallet ledger.
 */

/** The merchant of funding transactions on the card statement. */
export const LOOKCARD = { name: 'LookCard', city: 'Online', country: 'US' } as const;

export interface CardEntry {
  type: CardTransactionType;
  entry: 'credit' | 'debit';
  /** USD, 2 decimals. */
  amount: string;
  fees?: { tx: string; fx: string; atm: string };
  description: string;
  original?: { amount: string; currency: string };
}

const NO_FEES = { tx: '0.00', fx: '0.00', atm: '0.00' };

/**
 * Posts one cleared transaction on a card through the card ledger (records/cards.ts applyToCard), records it and
 * announces it. Returns the card with its new balances (not saved) and the transaction. The callers check the
 * limits first, so a declined entry is a bug (it throws and the request is rolled back).
 */
export function postCardEntry(store: Store, clock: Clock, emit: Emit, card: CardRecord, input: CardEntry): { card: CardRecord; transaction: CardTransactionRecord } {
  const fees = input.fees ?? NO_FEES;
  const result = applyToCard(card, { type: input.type, entry: input.entry, amount: input.amount, status: 'cleared', fees });
  if (result.status !== 'cleared') throw new Error(`card-funding: the card ledger declined ${input.type} ${input.amount} on ${card.id}: ${result.declineReason ?? ''}`);
  const now = clock.now().toISOString();
  const transaction = addCardTransaction(store, emit, card, {
    type: input.type,
    entry: input.entry,
    amount: input.amount,
    status: 'cleared',
    transactionDate: now,
    description: input.description,
    merchant: { ...LOOKCARD },
    fees,
    metadata: {
      tid: processorTid(secureRandomInt),
      originalTransactionAmount: input.original?.amount ?? input.amount,
      originalCurrency: input.original?.currency ?? 'USD',
      billAmount: result.billAmount,
    },
    declineReason: null,
    declineCode: null,
    channel: null,
  });
  return { card: { ...card, deposit: result.deposit, credit: result.credit, updatedAt: now }, transaction };
}

const operationResult = (record: CardOperationRecord, card: CardRecord) => ({
  id: record.id,
  cardId: record.cardId,
  operation: record.operation,
  amount: record.amount,
  currency: record.currency,
  sourceAmount: record.sourceAmount,
  ...(record.reference ? { reference: record.reference } : {}),
  createdAt: record.createdAt,
  card: cardView(card),
});

/** What a funding operation moved: its kind and amounts, and the card and account transactions of its two sides. */
export interface OperationInput extends Pick<CardOperationRecord, 'operation' | 'amount' | 'currency' | 'sourceAmount' | 'accountId' | 'reference' | 'createdAt'> {
  card: CardRecord;
  cardTransaction: CardTransactionRecord;
  accountTransaction: { id: string };
}

/**
 * Ends a funding operation: records it (for idempotent references and the audit trail), announces the user's new
 * balances and answers with the operation and the card as it is now (`updated`).
 */
export function completeOperation(store: Store, emit: Emit, input: OperationInput, updated: CardRecord, message: string): MockResponse {
  const { card } = input;
  const record = store.put('cardOperations', {
    id: `op-${randomUUID()}`,
    userId: card.userId,
    cardId: card.id,
    operation: input.operation,
    amount: input.amount,
    currency: input.currency,
    sourceAmount: input.sourceAmount,
    accountId: input.accountId,
    reference: input.reference,
    cardTransactionId: input.cardTransaction.id,
    accountTransactionId: input.accountTransaction.id,
    createdAt: input.createdAt,
  });
  emitBalanceChanged(store, emit, card.userId);
  return ok({ success: true, message, data: operationResult(record, updated) });
}
