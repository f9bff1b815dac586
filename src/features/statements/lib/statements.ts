import type { Statement } from '@contract-kit/model';
import type { StatusBadgeVariant } from '@/components/status-badge';

/** Spec 02 §7: the downloaded file is named statement-{cycle}-{id}.pdf. */
export function statementFileName(statement: Pick<Statement, 'cycle' | 'id'>): string {
  return `statement-${statement.cycle}-${statement.id}.pdf`;
}

export type StatementStatusKey = 'paid' | 'closed' | 'overdue' | 'open' | 'other';

const KNOWN: readonly string[] = ['paid', 'closed', 'overdue', 'open'];

/** Spec 02 §3: paid | closed | overdue | open | other — anything unknown is shown as "other". */
export function statementStatusKey(status: string): StatementStatusKey {
  return KNOWN.includes(status) ? (status as StatementStatusKey) : 'other';
}

export const STATEMENT_STATUS_MESSAGE_IDS = {
  paid: 'statements.status.paid',
  closed: 'statements.status.closed',
  overdue: 'statements.status.overdue',
  open: 'statements.status.open',
  other: 'statements.status.other',
} as const satisfies Record<StatementStatusKey, string>;

const VARIANTS: Record<StatementStatusKey, StatusBadgeVariant> = {
  paid: 'success',
  closed: 'secondary',
  overdue: 'destructive',
  open: 'default',
  other: 'outline',
};

export function statementStatusVariant(status: string): StatusBadgeVariant {
  return VARIANTS[statementStatusKey(status)];
}

/** The first day of a billing cycle (YYYY-MM) as a UTC instant, for Intl month formatting. */
export function cycleStart(cycle: string): number {
  const [year, month] = cycle.split('-').map((part) => Number.parseInt(part, 10));
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, 1);
}

/** A calendar date (YYYY-MM-DD) as a UTC instant: formatted with timeZone UTC it never shifts a day. */
export function calendarDate(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`);
}
