import type { CardModel } from '@contract-kit/model';
import type { StatementRecord } from './records';
import { statementIdFor } from '../../store/ids';

/** Billing cycles: calendar months in UTC ('YYYY-MM'), their dates and due dates, and a cycle's new statement record. */

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

/** The month a card was issued in: statements run from it (activation, else creation). */
export function issuedAt(card: { activatedAt: string | null; createdAt: string }): Date {
  return new Date(card.activatedAt ?? card.createdAt);
}

/** A new statement record of `cycle` (open, or closed at the cycle's end when that has passed by `now`). */
export function newStatementRecord(card: { id: string; userId: string; model: CardModel; activatedAt: string | null; createdAt: string }, cycle: string, now: Date): StatementRecord {
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
