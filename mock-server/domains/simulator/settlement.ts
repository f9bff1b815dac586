import type * as z from 'zod';
import type { SettleSimulatorCardTransactionBody, SettleSimulatorCardTransactionParams } from '@contract-kit/zod';
import { dec } from '@contract-kit/money';
import { declineCodeFor } from '@contract-kit/rules/card-transactions';
import { countsTowardLimits } from '@contract-kit/rules/card-controls';
import { conflict, notFound, ok } from '../../core/errors';
import type { Handler } from '../../core/types';
import { saveCard } from '../cards/access';
import { spendingReleased } from '../cards/controls';
import { applyToCard, declined, usd } from '../cards/ledger';
import type { CardRecord, CardTransactionRecord } from '../cards/records';
import { cardTransactionView } from '../cards/views';

/** Settlement of a pending card transaction (POST /api/simulator/card-transactions/{id}/settle). */

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
export const settleSimulatorCardTransaction: Handler<z.infer<typeof SettleSimulatorCardTransactionParams>, never, z.infer<typeof SettleSimulatorCardTransactionBody>> = ({
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
  const settled: CardTransactionRecord = { ...tx, status: body.status, ...(body.status === 'declined' ? declined(declineCodeFor(tx.type)) : { declineReason: null, declineCode: null }) };
  store.put('cardTransactions', settled);
  emit({ type: 'card-transaction.updated', userId: tx.userId, cardId: tx.cardId, id: tx.id, payload: { ...cardTransactionView(settled) } });
  const balances = settledBalances(card, tx, body.status);
  const now = clock.now();
  // A pending purchase or ATM withdrawal counted towards the card's limits; declined or reversed it no longer does.
  const releases = body.status !== 'cleared' && countsTowardLimits(tx.type, tx.entry, 'pending');
  if (balances || releases) {
    saveCard(store, emit, { ...card, ...balances, ...(releases ? { spending: spendingReleased(card, tx, now) } : {}), updatedAt: now.toISOString() });
  }
  return ok(cardTransactionView(settled));
};
