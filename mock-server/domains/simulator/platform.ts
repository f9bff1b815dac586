import { CLOCK_RANGE, isClockInRange } from '../../core/clock';
import { badRequest, ok } from '../../core/errors';
import type { FaultInput } from '../../core/faults';
import type { Handler } from '../../core/types';

/** Development-only platform controls (contract tag `simulator`): the outbox, reset, the clock and faults. */

export const getSimulatorOutbox: Handler<never, { to?: string }> = ({ query, store }) => {
  const to = query.to?.trim().toLowerCase();
  const mails = store
    .list('outbox')
    .filter((mail) => !to || mail.to === to)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map(({ to: recipient, subject, text, code, link, createdAt }) => ({
      to: recipient,
      subject,
      text,
      ...(code ? { code } : {}),
      ...(link ? { link } : {}),
      createdAt,
    }));
  return ok({ data: mails });
};

export const resetSimulator: Handler<never, never, { seed?: number } | undefined> = ({ body, services, clock }) => {
  services.reset(body?.seed);
  return ok({ success: true, seed: services.seed(), now: clock.now().toISOString() });
};

const clockView = (clock: { now(): Date; offsetMs(): number }) => ({ now: clock.now().toISOString(), offsetMs: Math.round(clock.offsetMs()) });

export const getSimulatorClock: Handler = ({ clock }) => ok(clockView(clock));

/**
 * Sets and/or advances the clock. The target is checked first (a date-time, within CLOCK_RANGE): a bad value is a
 * 400 that changes nothing. The live clock and its stored offset move together; the due-time sweep that follows
 * runs on its own (a failing sweep undoes only its own writes).
 */
export const setSimulatorClock: Handler<never, never, { set?: string; advanceSeconds?: number } | undefined> = ({ body, clock, services, store }) => {
  const at = body?.set ? Date.parse(body.set) : clock.nowMs();
  if (Number.isNaN(at)) return badRequest('body.set is not a date-time', [{ path: 'body.set', message: 'Not a date-time' }], 'InvalidClockTime');
  const outOfRange = (path: string) => {
    const message = `The clock must stay ${CLOCK_RANGE.label}`;
    return badRequest(`${path}: ${message}`, [{ path, message }], 'ClockOutOfRange');
  };
  if (body?.set && !isClockInRange(at)) return outOfRange('body.set');
  if (!isClockInRange(at + (body?.advanceSeconds ?? 0) * 1000)) return outOfRange('body.advanceSeconds');
  if (body?.set) clock.set(new Date(at));
  if (body?.advanceSeconds) clock.advance(body.advanceSeconds * 1000);
  store.put('meta', { id: 'clockOffsetMs', value: clock.offsetMs() });
  services.sweep();
  return ok(clockView(clock));
};

export const listSimulatorFaults: Handler = ({ services }) => ok({ data: services.faults.list() });

export const createSimulatorFault: Handler<never, never, FaultInput> = ({ body, services }) => {
  if (body.body !== undefined && body.status === undefined) {
    return badRequest('A fault body needs a status', [{ path: 'body.status', message: 'Required when body is given' }], 'FaultBodyWithoutStatus');
  }
  return { status: 201, body: services.faults.add(body) };
};

export const clearSimulatorFaults: Handler = ({ services }) => ok({ success: true, removed: services.faults.clear() });
