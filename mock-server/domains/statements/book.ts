import { Big, dec } from '@contract-kit/money';
import type { CardModel, StatementStatus } from '@contract-kit/model';
import type { CardTransactionRecord } from '../cards/records';
import { cycleBounds, overdueFrom } from './cycles';
import type { StatementRecord } from './records';

/**
 * The card's book: its transactions replayed, in date order, into statement balances, and a statement evaluated from
 * it (balances, totals, status) whenever it is read — so a statement, its PDF and the card history never disagree.
 */

// ---------------------------------------------------------------------------------------------- the card's book

/** One transaction of the card in date order, with what it did to the statement balance. */
export interface BookEntry {
  tx: CardTransactionRecord;
  at: number;
  /** Only cleared transactions are posted. */
  isPosted: boolean;
  /** Signed change of the balance (debit card: card balance; credit card: amount owed). */
  effect: Big;
  /** Credit cards: signed change of the staked collateral (stake +, unstake −); zero otherwise. */
  collateral: Big;
  /** The balance after this entry. */
  balance: Big;
}

export interface CardBook {
  model: CardModel;
  /** Chronological: by transaction date, then by arrival. */
  entries: BookEntry[];
}

const ZERO = new Big(0);

/** Replays a card's transactions into statement balances (see the file comment for the rules). */
export function buildCardBook(model: CardModel, transactions: readonly CardTransactionRecord[]): CardBook {
  const sorted = [...transactions].sort((a, b) => a.transactionDate.localeCompare(b.transactionDate) || a.sequence - b.sequence);
  let balance = ZERO;
  const entries: BookEntry[] = [];
  for (const tx of sorted) {
    const isPosted = tx.status === 'cleared';
    const bill = dec(tx.metadata.billAmount);
    let effect = ZERO;
    let collateral = ZERO;
    if (isPosted) {
      if (model === 'debit') {
        effect = tx.entry === 'debit' ? bill.times(-1) : bill;
      } else if (tx.type === 'deposit_fund' || tx.type === 'withdraw_fund') {
        collateral = tx.entry === 'credit' ? bill : bill.times(-1);
      } else if (tx.entry === 'debit') {
        effect = bill;
      } else {
        effect = (bill.gt(balance) ? balance : bill).times(-1);
      }
    }
    balance = balance.plus(effect);
    entries.push({ tx, at: Date.parse(tx.transactionDate), isPosted, effect, collateral, balance });
  }
  return { model, entries };
}

/** The balance just before `at` (entries strictly earlier). */
export function balanceBefore(book: CardBook, at: Date): Big {
  const time = at.getTime();
  let low = 0;
  let high = book.entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((book.entries[mid]?.at ?? Infinity) < time) low = mid + 1;
    else high = mid;
  }
  return low === 0 ? ZERO : (book.entries[low - 1]?.balance ?? ZERO);
}

// ---------------------------------------------------------------------------------------------- evaluation

export interface StatementTotals {
  /** Posted debit entries' bill amounts (debit card: spending and withdrawals; credit card: purchases and charges). */
  debits: Big;
  /** Posted credit entries as applied (debit card: deposits, refunds; credit card: payments and credits). */
  credits: Big;
  /** Fees of the posted transactions (already inside their bill amounts). */
  fees: Big;
  /** Credit cards: collateral staked and unstaked in the cycle. */
  staked: Big;
  unstaked: Big;
}

export interface StatementFigures {
  status: StatementStatus;
  /** The instant the statement counts as closed (null while open). */
  closedAt: Date | null;
  opening: Big;
  closing: Big;
  /** Credit cards: what the closed statement asks to pay (the closing balance, never below zero). */
  amountDue: Big;
  /** Credit cards: payments and credits posted after the cycle. */
  paidSince: Big;
  totals: StatementTotals;
  /** Every transaction of the cycle, in date order (posted or not). */
  entries: BookEntry[];
}

export const money2 = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);

/** Everything a statement shows, as of `now`. */
export function evaluateStatement(record: StatementRecord, book: CardBook, now: Date): StatementFigures {
  const bounds = cycleBounds(record.cycle);
  const start = bounds.start.getTime();
  const end = bounds.end.getTime();
  const entries = book.entries.filter((entry) => entry.at >= start && entry.at < end);
  const totals: StatementTotals = { debits: ZERO, credits: ZERO, fees: ZERO, staked: ZERO, unstaked: ZERO };
  for (const entry of entries) {
    if (!entry.isPosted) continue;
    if (entry.effect.gt(0)) {
      if (book.model === 'debit') totals.credits = totals.credits.plus(entry.effect);
      else totals.debits = totals.debits.plus(entry.effect);
    } else if (entry.effect.lt(0)) {
      if (book.model === 'debit') totals.debits = totals.debits.minus(entry.effect);
      else totals.credits = totals.credits.minus(entry.effect);
    }
    if (entry.collateral.gt(0)) totals.staked = totals.staked.plus(entry.collateral);
    if (entry.collateral.lt(0)) totals.unstaked = totals.unstaked.minus(entry.collateral);
    totals.fees = totals.fees.plus(dec(entry.tx.fees.tx).plus(entry.tx.fees.fx).plus(entry.tx.fees.atm));
  }
  const opening = balanceBefore(book, bounds.start);
  const closing = balanceBefore(book, bounds.end);
  const closedAt = record.closedAt ? new Date(record.closedAt) : now >= bounds.end ? bounds.end : null;
  const amountDue = book.model === 'credit' && closing.gt(0) ? closing : ZERO;
  let paidSince = ZERO;
  if (book.model === 'credit') {
    for (const entry of book.entries) if (entry.at >= end && entry.effect.lt(0)) paidSince = paidSince.minus(entry.effect);
  }
  let status: StatementStatus;
  if (!closedAt) status = 'open';
  else if (book.model === 'debit' || amountDue.eq(0)) status = 'closed';
  else if (paidSince.gte(amountDue)) status = 'paid';
  else if (record.dueDate && now >= overdueFrom(record.dueDate)) status = 'overdue';
  else status = 'closed';
  return { status, closedAt, opening, closing, amountDue, paidSince, totals, entries };
}
