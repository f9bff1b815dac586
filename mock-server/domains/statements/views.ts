import type { Statement } from '@contract-kit/model';
import { money2, type StatementFigures } from './book';
import type { StatementRecord } from './records';

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
