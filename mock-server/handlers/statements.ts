import type { Statement } from '../../src/api/generated/model';
import type { Clock } from '../core/clock';
import type { Domain } from '../core/domain';
import { errorResponse, notFound, ok } from '../core/errors';
import { requireSession, type Handler, type MockServices } from '../core/types';
import type { Store } from '../store/store';
import { cardTransactionView, compareCardTransactionsNewestFirst, isApplicationStatus, type CardRecord, type CardTransactionRecord } from '../store/records/cards';
import {
  buildCardBook,
  compareStatementsNewestFirst,
  cycleBounds,
  cycleOf,
  cyclesBetween,
  evaluateStatement,
  isCycle,
  issuedAt,
  newStatementRecord,
  statementIdFor,
  statementView,
  type CardBook,
  type StatementRecord,
} from '../store/records/statements';
import { seedStatements } from '../store/seed/statements';
import { findOwnedCard } from './cards';
import { renderStatementPdf } from './statement-pdf';

/**
 * The statements domain (spec 02 §2 "Card statements", "Transaction history (card)", §3, §4, §8): the monthly
 * statements of a card and their PDF, the card transaction history, the simulator's statement run for a cycle,
 * and the sweep that opens and closes statements as billing cycles begin and end (by the injectable clock) and
 * keeps their status current (paid, overdue).
 *
 * Rules and balances: store/records/statements.ts. Another user's card answers 404 exactly like an unknown one.
 */

const CARD_NOT_FOUND = 'Card not found';
/** Spec 02 §9: page size 10 for card transactions and statements. */
export const PAGE_SIZE = 10;

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

// ---------------------------------------------------------------------------------------------- handlers

type CardParams = { id: string };
type PageQuery = { skip?: number; take?: number };

/** getCardStatements: newest cycle first, skip/take (default 10), data.data and data.total. */
const getCardStatements: Handler<CardParams, PageQuery> = (context) => {
  const { user } = requireSession(context);
  const { store, clock, params, query } = context;
  const card = findOwnedCard(store, user.id, params.id);
  if (!card) return notFound(CARD_NOT_FOUND);
  const skip = query.skip ?? 0;
  const take = query.take ?? PAGE_SIZE;
  const all = store.filter('statements', (record) => record.cardId === card.id).sort(compareStatementsNewestFirst);
  const now = clock.now();
  const book = cardBook(store, card);
  const data = all.slice(skip, skip + take).map((record) => statementView(record, evaluateStatement(record, book, now)));
  return ok({ success: true, data: { data, total: all.length, skip, take } });
};

/** downloadCardStatement: the PDF, built from the figures read before the (read-only) rendering awaits. */
const downloadCardStatement: Handler<CardParams & { statementId: string }> = async (context) => {
  const { user } = requireSession(context);
  const { store, clock, params } = context;
  const card = findOwnedCard(store, user.id, params.id);
  if (!card) return notFound(CARD_NOT_FOUND);
  const record = store.get('statements', params.statementId);
  if (!record || record.cardId !== card.id) return notFound('Statement not found');
  const now = clock.now();
  const figures = evaluateStatement(record, cardBook(store, card), now);
  const statement = statementView(record, figures);
  const data = await renderStatementPdf({
    statement,
    figures,
    card: { name: card.name, lastFourDigits: card.lastFourDigits, model: card.model, network: card.network },
    holder: user.fullname?.trim() || user.username || user.email,
    generatedAt: now,
    language: user.language,
  });
  return {
    status: 200,
    raw: { contentType: 'application/pdf', data },
    headers: {
      'Content-Disposition': `attachment; filename="statement-${record.cycle}-${record.id}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  };
};

/** listCardTransactions: every type, entry and status of the caller's card, newest first, skip/take (default 10). */
const listCardTransactions: Handler<never, PageQuery & { cardId: string }> = (context) => {
  const { user } = requireSession(context);
  const { store, query } = context;
  const card = findOwnedCard(store, user.id, query.cardId);
  if (!card) return notFound(CARD_NOT_FOUND);
  const skip = query.skip ?? 0;
  const take = query.take ?? PAGE_SIZE;
  const all = store.filter('cardTransactions', (tx) => tx.cardId === card.id).sort(compareCardTransactionsNewestFirst);
  return ok({ success: true, data: { data: all.slice(skip, skip + take).map(cardTransactionView), skip, take, total: all.length } });
};

export type GenerationResult =
  | { ok: true; created: boolean; record: StatementRecord; statement: Statement }
  | { ok: false; status: 404 | 422; message: string; code: string };

/**
 * Simulator step "statement generation for a cycle" (POST /api/simulator/cards/{id}/statements {cycle}, and the
 * simulator engine): the issuer's statement run. Creates the cycle's statement if needed (and every missing one
 * before it) and closes it: at its end for a past cycle, now for the current one. Synchronous over the store.
 */
export function generateStatement(store: Store, clock: Clock, input: { cardId: string; cycle: string }): GenerationResult {
  const card = store.get('cards', input.cardId);
  if (!card) return { ok: false, status: 404, message: CARD_NOT_FOUND, code: 'NotFound' };
  if (isApplicationStatus(card.status)) return { ok: false, status: 422, message: 'Card is not issued', code: 'CardNotIssued' };
  if (!isCycle(input.cycle)) return { ok: false, status: 422, message: `${input.cycle} is not a billing cycle (YYYY-MM)`, code: 'InvalidCycle' };
  const now = clock.now();
  const first = cycleOf(issuedAt(card));
  if (input.cycle > cycleOf(now)) return { ok: false, status: 422, message: `Cycle ${input.cycle} has not started yet`, code: 'CycleInFuture' };
  if (input.cycle < first) return { ok: false, status: 422, message: `The card was issued in ${first}: there is no cycle ${input.cycle}`, code: 'CycleBeforeCard' };
  const id = statementIdFor(card.id, input.cycle);
  const created = !store.get('statements', id);
  ensureStatements(store, card, now);
  const existing = store.get('statements', id) ?? newStatementRecord(card, input.cycle, now);
  const end = cycleBounds(input.cycle).end;
  const closing: StatementRecord = { ...existing, closedAt: existing.closedAt ?? (now >= end ? end : now).toISOString() };
  const figures = evaluateStatement(closing, cardBook(store, card), now);
  const record = store.put('statements', { ...closing, status: figures.status });
  return { ok: true, created, record, statement: statementView(record, figures) };
}

const simulateStatementGeneration: Handler<CardParams, never, { cycle: string }> = ({ store, clock, params, body }) => {
  const result = generateStatement(store, clock, { cardId: params.id, cycle: body.cycle });
  if (!result.ok) return errorResponse(result.status, result.message, { code: result.code });
  return ok({ success: true, created: result.created, data: result.statement }, result.created ? 201 : 200);
};

export const statementsDomain: Domain = {
  name: 'statements',
  handlers: {
    getCardStatements,
    downloadCardStatement,
    listCardTransactions,
    simulateStatementGeneration,
  },
  seed: seedStatements,
  sweep: (services) => {
    sweepStatements(services);
  },
};
