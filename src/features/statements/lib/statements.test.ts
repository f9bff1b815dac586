import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import { pageInfo } from '@/lib/pagination';
import { calendarDate, cycleStart, STATEMENT_STATUS_MESSAGE_IDS, statementFileName, statementStatusKey, statementStatusVariant } from './statements';

describe('statements (spec 02 §3, §4, §7)', () => {
  it('names the file statement-{cycle}-{id}.pdf', () => {
    expect(statementFileName({ cycle: '2026-10', id: '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d' })).toBe('statement-2026-10-0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d.pdf');
  });

  it('shows paid, closed, overdue, open and anything else as other', () => {
    expect(['paid', 'closed', 'overdue', 'open', 'cancelled'].map((status) => en[STATEMENT_STATUS_MESSAGE_IDS[statementStatusKey(status)]])).toEqual(['Paid', 'Closed', 'Overdue', 'Open', 'Other']);
    expect(statementStatusVariant('overdue')).toBe('destructive');
    expect(statementStatusVariant('paid')).toBe('success');
    expect(statementStatusVariant('mystery')).toBe('outline');
  });

  it('reads cycles and calendar dates in UTC', () => {
    expect(new Date(cycleStart('2026-10')).toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(new Date(calendarDate('2026-11-25')).toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it('pages by 10: Page X of Y (N total)', () => {
    expect(pageInfo(1, 7, 10)).toMatchObject({ page: 1, pages: 1, total: 7, hasPrevious: false, hasNext: false });
    expect(pageInfo(2, 21, 10)).toMatchObject({ page: 2, pages: 3, skip: 10, hasPrevious: true, hasNext: true });
  });
});
