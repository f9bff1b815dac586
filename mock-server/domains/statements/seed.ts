import type { SeedContext } from '../../store/seed/context';
import { isApplicationStatus } from '../cards/ledger';
import type { CardTransactionRecord } from '../cards/records';
import { buildCardBook, evaluateStatement } from './book';
import { cycleOf, cyclesBetween, issuedAt, newStatementRecord } from './cycles';

/**
 * Seeded statements: one per billing cycle of every issued card, from the month it was issued to the month of
 * the seed's anchor, built from the seeded card transactions (which the cards seed wrote before). Past cycles
 * are closed at their end; the anchor's month is open. Statuses are evaluated as of the anchor.
 *
 * With the default seed the demo user gets: the active debit card May–October closed and November open; the
 * credit card June–October paid (the cards seed repays in full on each due date) and November open; the frozen
 * debit card August–October closed; the shipped credit card October closed with nothing due. A credit statement
 * becomes overdue when the clock passes its due date with the amount unpaid (e.g. November's after 25 December).
 */
export function seedStatements(context: SeedContext): void {
  const { anchor } = context;
  const byCard = new Map<string, CardTransactionRecord[]>();
  for (const tx of context.list('cardTransactions')) {
    const list = byCard.get(tx.cardId);
    if (list) list.push(tx);
    else byCard.set(tx.cardId, [tx]);
  }
  for (const card of context.list('cards')) {
    if (isApplicationStatus(card.status)) continue;
    const book = buildCardBook(card.model, byCard.get(card.id) ?? []);
    for (const cycle of cyclesBetween(cycleOf(issuedAt(card)), cycleOf(anchor))) {
      const record = newStatementRecord(card, cycle, anchor);
      context.add('statements', { ...record, status: evaluateStatement(record, book, anchor).status });
    }
  }
}
