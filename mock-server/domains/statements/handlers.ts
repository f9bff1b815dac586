import type * as z from 'zod';
import type { ExportCardTransactionsQueryParams, ListCardTransactionsQueryParams } from '@contract-kit/zod';
import { notFound, ok } from '../../core/errors';
import { csvDownload, filterOf, recordMatcher } from '../../core/list-filter';
import { requireSession, type Handler } from '../../core/types';
import { CARD_NOT_FOUND, findOwnedCard, type CardParams } from '../cards/access';
import { cardTransactionView, compareCardTransactionsNewestFirst } from '../cards/views';
import { CARD_TRANSACTION_COLUMNS, cardTransactionFilterRow } from './exports';
import { evaluateStatement } from './book';
import { cardBook } from './lifecycle';
import { renderStatementPdf } from './statement-pdf';
import { compareStatementsNewestFirst, statementView } from './views';

/**
 * The statements endpoints (spec 02 §2 "Card statements", "Transaction history (card)", §4, §8): a card's statements,
 * one statement's PDF and the card transaction history. Another user's card answers 404 exactly like an unknown one.
 */

/** Spec 02 §9: page size 10 for card transactions and statements. */
export const PAGE_SIZE = 10;
// ---------------------------------------------------------------------------------------------- handlers

type PageQuery = { skip?: number; take?: number };

/** getCardStatements: newest cycle first, skip/take (default 10), data.data and data.total. */
export const getCardStatements: Handler<CardParams, PageQuery> = (context) => {
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
export const downloadCardStatement: Handler<CardParams & { statementId: string }> = async (context) => {
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

/**
 * listCardTransactions: the caller's card's transactions that match the filter (its merchant category too),
 * newest first, skip/take (default 10).
 */
export const listCardTransactions: Handler<never, z.infer<typeof ListCardTransactionsQueryParams>> = (context) => {
  const { user } = requireSession(context);
  const { store, query } = context;
  const card = findOwnedCard(store, user.id, query.cardId);
  if (!card) return notFound(CARD_NOT_FOUND);
  const filter = filterOf('cardTransactions', query);
  if (!filter.ok) return filter.response;
  const matches = recordMatcher(filter.filter, cardTransactionFilterRow);
  const { skip, take } = query;
  const all = store.filter('cardTransactions', (tx) => tx.cardId === card.id && matches(tx)).sort(compareCardTransactionsNewestFirst);
  return ok({ success: true, data: { data: all.slice(skip, skip + take).map(cardTransactionView), skip, take, total: all.length } });
};

/** exportCardTransactions: the same rows (every page, in recorded order) as a CSV file streamed from the store. */
export const exportCardTransactions: Handler<never, z.infer<typeof ExportCardTransactionsQueryParams>> = (context) => {
  const { user } = requireSession(context);
  const { store, clock, query } = context;
  const card = findOwnedCard(store, user.id, query.cardId);
  if (!card) return notFound(CARD_NOT_FOUND);
  const filter = filterOf('cardTransactions', query);
  if (!filter.ok) return filter.response;
  const matches = recordMatcher(filter.filter, cardTransactionFilterRow);
  const filename = `card-transactions-${card.lastFourDigits}-${clock.now().toISOString().slice(0, 10)}.csv`;
  return csvDownload(filename, CARD_TRANSACTION_COLUMNS, store.values('cardTransactions'), (tx) => tx.cardId === card.id && matches(tx));
};
