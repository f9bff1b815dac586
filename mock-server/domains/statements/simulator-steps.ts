import type { Statement } from '@contract-kit/model';
import type { Clock } from '../../core/clock';
import { errorResponse, ok } from '../../core/errors';
import type { Handler } from '../../core/types';
import { statementIdFor } from '../../store/ids';
import type { Store } from '../../store/store';
import { CARD_NOT_FOUND, type CardParams } from '../cards/access';
import { isApplicationStatus } from '../cards/ledger';
import { evaluateStatement } from './book';
import { cycleBounds, cycleOf, isCycle, issuedAt, newStatementRecord } from './cycles';
import { cardBook, ensureStatements } from './lifecycle';
import type { StatementRecord } from './records';
import { statementView } from './views';

export type GenerationResult = { ok: true; created: boolean; record: StatementRecord; statement: Statement } | { ok: false; status: 404 | 422; message: string; code: string };

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

export const simulateStatementGeneration: Handler<CardParams, never, { cycle: string }> = ({ store, clock, params, body }) => {
  const result = generateStatement(store, clock, { cardId: params.id, cycle: body.cycle });
  if (!result.ok) return errorResponse(result.status, result.message, { code: result.code });
  return ok({ success: true, created: result.created, data: result.statement }, result.created ? 201 : 200);
};
