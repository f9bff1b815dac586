import type { Domain } from '../core/domain';
import { badRequest, ok } from '../core/errors';
import type { FaultInput } from '../core/faults';
import type { Handler } from '../core/types';

/**
 * Development-only platform controls: outbox, reset, clock and faults. The domain-specific simulator
 * steps (card transactions, approvals, withdrawal status …) live with their domains.
 */
const getSimulatorOutbox: Handler<never, { to?: string }> = ({ query, store }) => {
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

const resetSimulator: Handler<never, never, { seed?: number } | undefined> = ({ body, services, clock }) => {
  services.reset(body?.seed);
  return ok({ success: true, seed: services.seed(), now: clock.now().toISOString() });
};

const clockView = (clock: { now(): Date; offsetMs(): number }) => ({ now: clock.now().toISOString(), offsetMs: Math.round(clock.offsetMs()) });

const getSimulatorClock: Handler = ({ clock }) => ok(clockView(clock));

const setSimulatorClock: Handler<never, never, { set?: string; advanceSeconds?: number } | undefined> = ({ body, clock, services, store }) => {
  if (body?.set) {
    const at = Date.parse(body.set);
    if (Number.isNaN(at)) return badRequest('body.set is not a date-time', [{ path: 'body.set', message: 'Not a date-time' }], 'InvalidClockTime');
    clock.set(new Date(at));
  }
  if (body?.advanceSeconds) clock.advance(body.advanceSeconds * 1000);
  store.put('meta', { id: 'clockOffsetMs', value: clock.offsetMs() });
  services.sweep();
  return ok(clockView(clock));
};

const listSimulatorFaults: Handler = ({ services }) => ok({ data: services.faults.list() });

const createSimulatorFault: Handler<never, never, FaultInput> = ({ body, services }) => {
  if (body.body !== undefined && body.status === undefined) {
    return badRequest('A fault body needs a status', [{ path: 'body.status', message: 'Required when body is given' }], 'FaultBodyWithoutStatus');
  }
  return { status: 201, body: services.faults.add(body) };
};

const clearSimulatorFaults: Handler = ({ services }) => ok({ success: true, removed: services.faults.clear() });

export const simulatorDomain: Domain = {
  name: 'simulator',
  handlers: {
    getSimulatorOutbox,
    resetSimulator,
    getSimulatorClock,
    setSimulatorClock,
    listSimulatorFaults,
    createSimulatorFault,
    clearSimulatorFaults,
  },
};
