import type { MockServices } from '../../core/types';
import { statementIdFor } from '../../store/ids';
import type { Store } from '../../store/store';
import { isApplicationStatus } from '../cards/ledger';
import type { CardRecord, CardTransactionRecord } from '../cards/records';
import { buildCardBook, evaluateStatement, type CardBook } from './book';
import { cycleBounds, cycleOf, cyclesBetween, issuedAt, newStatementRecord } from './cycles';
import type { StatementRecord } from './records';

/**
 * A card's statements over time: the card books (cached until the store changes), the statements every issued card
 * has from its first month to the current one, and the sweep that opens and closes them as cycles begin and end (by
 * the injectable clock) and keeps their status current (paid, overdue).
 */

// ---------------------------------------------------------------------------------------------- card books

/** Card books per store, rebuilt when the store changed (any write bumps its version). */
const bookCache = new WeakMap<Store, { version: number; transactions: Map<string, CardTransactionRecord[]> | null; books: Map<string, CardBook> }>();

/** The card's transactions replayed into statement balances (cached until the next write). */
export function cardBook(store: Store, card: Pick<CardRecord, 'id' | 'model'>): CardBook {
  let cache = bookCache.get(store);
  if (!cache || cache.version !== store.version) {
    cache = { version: store.version, transactions: null, books: new Map() };
    bookCache.set(store, cache);
  }
  const cached = cache.books.get(card.id);
  if (cached) return cached;
  if (!cache.transactions) {
    const grouped = new Map<string, CardTransactionRecord[]>();
    for (const tx of store.values('cardTransactions')) {
      const list = grouped.get(tx.cardId);
      if (list) list.push(tx);
      else grouped.set(tx.cardId, [tx]);
    }
    cache.transactions = grouped;
  }
  const book = buildCardBook(card.model, cache.transactions.get(card.id) ?? []);
  cache.books.set(card.id, book);
  return book;
}

// ---------------------------------------------------------------------------------------------- statement lifecycle

/**
 * Makes sure an issued card has a statement for every cycle from the month it was issued to the current one
 * (past cycles closed at their end, the current one open). Returns the records it created.
 */
export function ensureStatements(store: Store, card: CardRecord, now: Date): StatementRecord[] {
  if (isApplicationStatus(card.status)) return [];
  const current = cycleOf(now);
  if (store.get('statements', statementIdFor(card.id, current))) return [];
  const created: StatementRecord[] = [];
  const book = cardBook(store, card);
  for (const cycle of cyclesBetween(cycleOf(issuedAt(card)), current)) {
    if (store.get('statements', statementIdFor(card.id, cycle))) continue;
    const record = newStatementRecord(card, cycle, now);
    const status = evaluateStatement(record, book, now).status;
    created.push(store.put('statements', { ...record, status }));
  }
  return created;
}

/** Statuses that no later event changes: a paid statement, a closed debit statement. */
const isSettled = (record: StatementRecord) => record.status === 'paid' || (record.dueDate === null && record.status === 'closed');

/**
 * Due-time work: opens the new cycle's statement of every issued card, closes the statements whose cycle ended,
 * and moves credit statements to paid or overdue. Only what changed is written.
 */
export function sweepStatements(services: Pick<MockServices, 'store' | 'clock'>): number {
  const { store, clock } = services;
  const now = clock.now();
  let changes = 0;
  for (const card of store.list('cards')) changes += ensureStatements(store, card, now).length;
  const updates: StatementRecord[] = [];
  for (const record of store.values('statements')) {
    if (isSettled(record)) continue;
    // An open statement stays open, untouched, until its cycle ends.
    if (record.closedAt === null && now < cycleBounds(record.cycle).end) continue;
    const card = store.get('cards', record.cardId);
    if (!card) continue;
    const figures = evaluateStatement(record, cardBook(store, card), now);
    const closedAt = record.closedAt ?? figures.closedAt?.toISOString() ?? null;
    if (figures.status !== record.status || closedAt !== record.closedAt) updates.push({ ...record, status: figures.status, closedAt });
  }
  for (const record of updates) store.put('statements', record);
  return changes + updates.length;
}
