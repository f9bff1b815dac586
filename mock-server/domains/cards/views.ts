import type { Card, CardTransaction, PaySafeApproval } from '@contract-kit/model';
import { isApplicationStatus } from '@contract-kit/rules/card-availability';
import { merchantCategoryOf } from '@contract-kit/rules/merchant-categories';
import { controlsView } from './controls';
import type { CardRecord, CardTransactionRecord, PaySafeApprovalRecord } from './records';

/** The cards domain's records as the contract shows them. */

/**
 * The contract's Card: never the owner, secrets, addresses or application internals. `now` is the moment its
 * controls' usage is read at (the UTC day and month it counts); by default the card's last change (every change
 * sets updatedAt to the clock's now, see saveCard).
 */
export function cardView(card: CardRecord, now: Date = new Date(card.updatedAt)): Card {
  return {
    id: card.id,
    name: card.name,
    lastFourDigits: card.lastFourDigits,
    model: card.model,
    type: card.type,
    currency: card.currency,
    network: card.network,
    status: card.status,
    physicalStatus: card.physicalStatus,
    deposit: { ...card.deposit },
    credit: { ...card.credit },
    createdAt: card.createdAt,
    updatedAt: card.updatedAt,
    ...(card.activatedAt ? { activatedAt: card.activatedAt } : {}),
    ...(isApplicationStatus(card.status) ? {} : { controls: controlsView(card, now) }),
  };
}

export function cardTransactionView(tx: CardTransactionRecord): CardTransaction {
  const category = merchantCategoryOf(tx);
  return {
    id: tx.id,
    cardId: tx.cardId,
    type: tx.type,
    entry: tx.entry,
    amount: tx.amount,
    currency: tx.currency,
    status: tx.status,
    transactionDate: tx.transactionDate,
    description: tx.description,
    merchant: { ...tx.merchant },
    fees: { ...tx.fees },
    metadata: { ...tx.metadata },
    ...(tx.channel ? { channel: tx.channel } : {}),
    ...(tx.mcc ? { mcc: tx.mcc } : {}),
    // The category the filter and the insights count it in (a merchant transaction without a code included).
    ...(category ? { category } : {}),
    ...(tx.declineReason ? { declineReason: tx.declineReason } : {}),
    ...(tx.declineCode ? { declineCode: tx.declineCode } : {}),
  };
}

export function approvalView(approval: PaySafeApprovalRecord): PaySafeApproval {
  return {
    id: approval.id,
    cardId: approval.cardId,
    merchantName: approval.merchantName,
    transactionAmount: approval.transactionAmount,
    transactionCurrency: approval.transactionCurrency,
    createdAt: approval.createdAt,
    expiredAt: approval.expiredAt,
    status: approval.status,
    ref: approval.ref,
  };
}

/** Newest first: by transaction date, then by insertion order. */
export function compareCardTransactionsNewestFirst(a: CardTransactionRecord, b: CardTransactionRecord): number {
  return b.transactionDate.localeCompare(a.transactionDate) || b.sequence - a.sequence;
}
