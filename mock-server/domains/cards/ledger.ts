import { randomUUID } from 'node:crypto';
import { Big, dec } from '@contract-kit/money';
import type { CardTransactionDeclineCode, CardTransactionEntry, CardTransactionStatus, CardTransactionType } from '@contract-kit/model';
import { DECLINE_REASON_TEXTS, declineCodeFor, MERCHANT_USD_RATES } from '@contract-kit/rules/card-transactions';
import type { Store } from '../../store/store';
import type { Emit } from '../../core/types';
import type { CardCreditBalanceRecord, CardDepositBalanceRecord, CardRecord, CardTransactionRecord } from './records';
import { cardTransactionView } from './views';

/**
 * The card ledger: the one place where a card transaction moves card balances. The seed, the simulator steps,
 * funding, repayment and statements all go through `applyToCard`, so balances always equal the sum of what the
 * transactions did.
 *
 * Balance model (spec 02 §3 "Card balance"):
 * - debit:  `deposit.current` is the settled balance; `deposit.available` is current minus pending holds;
 *           `deposit.limit` is the card's spending limit (the card face shows Used = limit − available).
 * - credit: `credit.current` is the staked collateral and equals `credit.limit`; `credit.used` is the
 *           outstanding amount (pending authorisations included); `credit.available` = limit − used.
 * The other balance of a card is all zeros.
 */

// ---------------------------------------------------------------------------------------------- status rules

/** Spec 02 §4: initialized and pending_* are application states (the app's own rule, the contract kit's card availability). */
export { isApplicationStatus } from '@contract-kit/rules/card-availability';

// ---------------------------------------------------------------------------------------------- money

const ZERO = '0.00';
export const DEBIT_CARD_SPENDING_LIMIT = '5000.00';

/** USD cents, half-up (prices and conversions); balances are sums of such amounts and stay exact. */
export function usd(value: Big | string): string {
  return dec(value).round(2, Big.roundHalfUp).toFixed(2);
}

export const zeroDeposit = (limit = ZERO): CardDepositBalanceRecord => ({ available: ZERO, limit: usd(limit), current: ZERO });
export const zeroCredit = (): CardCreditBalanceRecord => ({ limit: ZERO, available: ZERO, used: ZERO, current: ZERO });

/** Converts a merchant amount to USD at the reference rates of the card processor (@contract-kit/rules/card-transactions). */
export function toUsd(amount: string, currency: string): string | null {
  const rate = MERCHANT_USD_RATES[currency.toUpperCase()];
  return rate ? usd(dec(amount).times(rate)) : null;
}

/** Default direction of a type (simulator contract): credit for payment, refund, deposit_fund, reversal. */
export function defaultEntryFor(type: CardTransactionType): CardTransactionEntry {
  return type === 'payment' || type === 'refund' || type === 'deposit_fund' || type === 'reversal' ? 'credit' : 'debit';
}

export interface LedgerInput {
  type: CardTransactionType;
  entry: CardTransactionEntry;
  /** USD amount (2 decimals). */
  amount: string;
  status: CardTransactionStatus;
  fees: { tx: string; fx: string; atm: string };
}

export interface LedgerResult {
  /** The card's balances after the transaction (unchanged when nothing moved). */
  deposit: CardDepositBalanceRecord;
  credit: CardCreditBalanceRecord;
  /** The status the transaction is recorded with (a debit above what is available becomes declined). */
  status: CardTransactionStatus;
  declineReason: string | null;
  declineCode: CardTransactionDeclineCode | null;
  /** amount + fees (debit) or amount − fees (credit). */
  billAmount: string;
  moved: boolean;
}

/**
 * The collateral of a credit card that can be unstaked now (getCredit's `releasable`): the staked amount less what
 * backs used credit and pending holds, i.e. `available`, never above the staked `current` nor below 0. Unstake is
 * refused above it; the app offers it as the maximum.
 */
export function releasableCollateral(credit: Pick<CardRecord['credit'], 'available' | 'current'>): string {
  const available = dec(credit.available);
  const releasable = available.gt(credit.current) ? dec(credit.current) : available;
  return usd(releasable.lt(0) ? '0' : releasable);
}

/** The reason fields of a transaction refused with `code` (its English text and the code). */
export function declined(code: CardTransactionDeclineCode): { declineReason: string; declineCode: CardTransactionDeclineCode } {
  return { declineReason: DECLINE_REASON_TEXTS[code], declineCode: code };
}

export function totalFees(fees: { tx: string; fx: string; atm: string }): Big {
  return dec(fees.tx).plus(fees.fx).plus(fees.atm);
}

/**
 * The card ledger. Only cleared and pending transactions move balances:
 * - a debit entry (purchase, ATM withdrawal, fee, withdraw_fund …) costs amount + fees; above what is available
 *   (debit: deposit.available; credit: credit.available) it is recorded as declined with the spec's reason.
 *   On a debit card a pending debit only holds `available`; a cleared one also lowers `current`. On a credit
 *   card both raise `used` — except withdraw_fund (unstaking), which lowers the collateral (current, limit).
 * - a credit entry brings amount − fees. Cleared: on a debit card it raises current and available; on a
 *   credit card deposit_fund (staking) raises the collateral, anything else (payment, refund, reversal) pays
 *   down `used` (never below 0). Pending credits are not available before they clear.
 * - a non-active issued card (frozen, blocked …) declines every debit entry.
 * Declined, rejected and reversed transactions move nothing.
 */
export function applyToCard(card: Pick<CardRecord, 'model' | 'status' | 'deposit' | 'credit'>, input: LedgerInput): LedgerResult {
  const fees = totalFees(input.fees);
  const amount = dec(input.amount);
  const isDebit = input.entry === 'debit';
  const net = amount.minus(fees);
  const billAmount = usd(isDebit ? amount.plus(fees) : net.lt(0) ? '0' : net);
  const unchanged: LedgerResult = {
    deposit: { ...card.deposit },
    credit: { ...card.credit },
    status: input.status,
    ...(input.status === 'declined' || input.status === 'rejected' ? declined(declineCodeFor(input.type)) : { declineReason: null, declineCode: null }),
    billAmount,
    moved: false,
  };
  if (input.status !== 'cleared' && input.status !== 'pending') return unchanged;

  const decline = (code: CardTransactionDeclineCode): LedgerResult => ({ ...unchanged, status: 'declined', ...declined(code) });
  const bill = dec(billAmount);

  if (isDebit) {
    if (card.status !== 'active') return decline(card.status === 'frozen' ? 'card_frozen' : 'card_not_active');
    if (card.model === 'debit') {
      const available = dec(card.deposit.available);
      if (bill.gt(available)) return decline(declineCodeFor(input.type));
      const current = input.status === 'cleared' ? dec(card.deposit.current).minus(bill) : dec(card.deposit.current);
      return { ...unchanged, deposit: { ...card.deposit, available: usd(available.minus(bill)), current: usd(current) }, moved: true };
    }
    const available = dec(card.credit.available);
    if (bill.gt(available)) return decline(declineCodeFor(input.type));
    if (input.type === 'withdraw_fund') {
      const collateral = usd(dec(card.credit.current).minus(bill));
      return { ...unchanged, credit: { ...card.credit, current: collateral, limit: collateral, available: usd(available.minus(bill)) }, moved: true };
    }
    return { ...unchanged, credit: { ...card.credit, used: usd(dec(card.credit.used).plus(bill)), available: usd(available.minus(bill)) }, moved: true };
  }

  if (input.status === 'pending' || bill.eq(0)) return unchanged;
  if (card.model === 'debit') {
    return {
      ...unchanged,
      deposit: { ...card.deposit, current: usd(dec(card.deposit.current).plus(bill)), available: usd(dec(card.deposit.available).plus(bill)) },
      moved: true,
    };
  }
  if (input.type === 'deposit_fund') {
    const collateral = usd(dec(card.credit.current).plus(bill));
    return { ...unchanged, credit: { ...card.credit, current: collateral, limit: collateral, available: usd(dec(card.credit.available).plus(bill)) }, moved: true };
  }
  const used = dec(card.credit.used);
  const paid = bill.gt(used) ? used : bill;
  if (paid.eq(0)) return unchanged;
  return {
    ...unchanged,
    credit: { ...card.credit, used: usd(used.minus(paid)), available: usd(dec(card.credit.available).plus(paid)) },
    moved: true,
  };
}

/** The meta record that numbers card transactions (their insertion order). */
export const CARD_TRANSACTION_SEQUENCE_META = 'cards.transactionSequence';

/** The next insertion number of a card transaction (tie-breaker of the newest-first order). */
export function nextTransactionSequence(store: Store): number {
  const current = store.get('meta', CARD_TRANSACTION_SEQUENCE_META)?.value;
  const next = (typeof current === 'number' ? current : store.count('cardTransactions')) + 1;
  store.put('meta', { id: CARD_TRANSACTION_SEQUENCE_META, value: next });
  return next;
}

/** What a card transaction records besides its id, owner, card, currency (USD) and insertion number. */
export type CardTransactionFields = Omit<CardTransactionRecord, 'id' | 'userId' | 'cardId' | 'currency' | 'sequence'>;

/** Records a transaction on `card` (a new id, the next insertion number) and announces it: card-transaction.created. */
export function addCardTransaction(store: Store, emit: Emit, card: Pick<CardRecord, 'id' | 'userId'>, fields: CardTransactionFields): CardTransactionRecord {
  const transaction: CardTransactionRecord = {
    id: randomUUID(),
    userId: card.userId,
    cardId: card.id,
    type: fields.type,
    entry: fields.entry,
    amount: fields.amount,
    currency: 'USD',
    status: fields.status,
    transactionDate: fields.transactionDate,
    description: fields.description,
    merchant: fields.merchant,
    fees: fields.fees,
    metadata: fields.metadata,
    declineReason: fields.declineReason,
    declineCode: fields.declineCode ?? null,
    channel: fields.channel ?? null,
    mcc: fields.mcc ?? null,
    sequence: nextTransactionSequence(store),
  };
  store.put('cardTransactions', transaction);
  emit({ type: 'card-transaction.created', userId: card.userId, cardId: card.id, id: transaction.id, payload: { ...cardTransactionView(transaction) } });
  return transaction;
}
