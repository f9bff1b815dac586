/**
 * Records of the statements domain: one statement per card and billing cycle (spec 02 §3 "Statement", §4
 * "Statements"), plus the rules that build a statement from the card's transactions.
 *
 * A billing cycle is a calendar month in UTC ('YYYY-MM'). A statement record only keeps what is decided once
 * (its id, the cycle's dates, the due date, when it was opened and closed); its balances, transactions and
 * status are derived from the card's transactions whenever it is read, so a statement, its PDF and the card
 * history can never disagree.
 *
 * Balances (USD, 2 decimals) are built from posted (cleared) transactions only, in date order:
 * - debit card: the card balance — a debit entry takes its bill amount (amount + fees), a credit entry brings
 *   its bill amount (amount − fees);
 * - credit card: the amount owed — a debit entry adds its bill amount; a payment, refund or reversal pays it
 *   down (never below zero); staking (deposit_fund) and unstaking (withdraw_fund) move the collateral, not the
 *   amount owed.
 * Pending, declined, rejected and reversed transactions are listed on the statement but move nothing.
 *
 * Status: `open` while the cycle runs (and until it is closed). A closed statement is `closed` — always for a
 * debit card; for a credit card while nothing is due or the due date has not passed — `paid` once payments and
 * credits posted after the cycle cover its closing balance, `overdue` when they have not by the end of the due
 * date (25 days after the cycle).
 */
import { createHash } from 'node:crypto';
import { Big, dec } from '@contract-kit/money';
import type { CardModel, Statement, StatementStatus } from '@contract-kit/model';
import type { CardTransactionRecord } from './cards';

declare module '../schema' {
  interface Collections {
    statements: StatementRecord;
  }
}

export interface StatementRecord {
  /** Deterministic per card and cycle (statementIdFor). */
  id: string;
  userId: string;
  cardId: string;
  /** Billing month, YYYY-MM (UTC). */
  cycle: string;
  /** First and last day of the cycle, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** Credit cards: payment due date (YYYY-MM-DD); null for debit cards. */
  dueDate: string | null;
  /** Last evaluated status (the sweep keeps it current; reads always evaluate afresh). */
  status: StatementStatus;
  /** When the statement was opened: the start of the cycle, or the card's activation within it. */
  createdAt: string;
  /** When the cycle was closed: its end, or earlier when the simulator's statement run closed it. null while open. */
  closedAt: string | null;
}

// ---------------------------------------------------------------------------------------------- cycles

/** Spec-free issuer rule: a credit statement is due 25 days after its cycle ends. */
export const STATEMENT_DUE_DAYS = 25;
const DAY_MS = 86_400_000;
const CYCLE_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface CycleBounds {
  cycle: string;
  /** Inclusive start and exclusive end (the next cycle's start), UTC. */
  start: Date;
  end: Date;
  startDate: string;
  endDate: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function isCycle(value: string): boolean {
  return CYCLE_PATTERN.test(value);
}

/** The billing cycle (UTC month) an instant falls in. */
export function cycleOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

export function cycleBounds(cycle: string): CycleBounds {
  const match = CYCLE_PATTERN.exec(cycle);
  if (!match) throw new Error(`statements: "${cycle}" is not a billing cycle (YYYY-MM)`);
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const start = new Date(Date.UTC(year, month, 1));
  const end = new Date(Date.UTC(year, month + 1, 1));
  return { cycle, start, end, startDate: isoDay(start), endDate: isoDay(new Date(end.getTime() - DAY_MS)) };
}

export function nextCycle(cycle: string): string {
  return cycleOf(cycleBounds(cycle).end);
}

/** Every cycle from `first` to `last`, both included (empty when first is after last). */
export function cyclesBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let cycle = first; cycle <= last; cycle = nextCycle(cycle)) out.push(cycle);
  return out;
}

/** The due date of a credit card's statement: STATEMENT_DUE_DAYS after the cycle's last day. */
export function dueDateFor(cycle: string): string {
  const { end } = cycleBounds(cycle);
  return isoDay(new Date(end.getTime() + (STATEMENT_DUE_DAYS - 1) * DAY_MS));
}

/** The statement is overdue from the start of the day after its due date (UTC). */
export function overdueFrom(dueDate: string): Date {
  return new Date(Date.parse(`${dueDate}T00:00:00.000Z`) + DAY_MS);
}

/** A stable id per card and cycle, formatted as a UUID (the same seed always gives the same ids). */
export function statementIdFor(cardId: string, cycle: string): string {
  const hex = createHash('sha256').update(`lookcard-statement:${cardId}:${cycle}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The month a card was issued in: statements run from it (activation, else creation). */
export function issuedAt(card: { activatedAt: string | null; createdAt: string }): Date {
  return new Date(card.activatedAt ?? card.createdAt);
}

/** A new statement record of `cycle` (open, or closed at the cycle's end when that has passed by `now`). */
export function newStatementRecord(
  card: { id: string; userId: string; model: CardModel; activatedAt: string | null; createdAt: string },
  cycle: string,
  now: Date,
): StatementRecord {
  const bounds = cycleBounds(cycle);
  const issued = issuedAt(card);
  const opened = issued > bounds.start ? issued : bounds.start;
  return {
    id: statementIdFor(card.id, cycle),
    userId: card.userId,
    cardId: card.id,
    cycle,
    startDate: bounds.startDate,
    endDate: bounds.endDate,
    dueDate: card.model === 'credit' ? dueDateFor(cycle) : null,
    status: 'open',
    createdAt: opened.toISOString(),
    closedAt: now >= bounds.end ? bounds.end.toISOString() : null,
  };
}

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

/** The contract's Statement. */
export function statementView(record: StatementRecord, figures: StatementFigures): Statement {
  return {
    id: record.id,
    cardId: record.cardId,
    cycle: record.cycle,
    startDate: record.startDate,
    endDate: record.endDate,
    ...(record.dueDate ? { dueDate: record.dueDate } : {}),
    status: figures.status,
    openingBalance: money2(figures.opening),
    closingBalance: money2(figures.closing),
    createdAt: record.createdAt,
  };
}

/** Newest cycle first. */
export function compareStatementsNewestFirst(a: StatementRecord, b: StatementRecord): number {
  return b.cycle.localeCompare(a.cycle) || a.id.localeCompare(b.id);
}
