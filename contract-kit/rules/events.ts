import { SimulatorEventType } from '../enums';
import type { SimulatorEvent } from '../model';

/**
 * The mock server's live events (GET /api/simulator/events; the SSE `event:` field of each): taken from the contract's
 * SimulatorEventType enum, so the mock server that emits them, the simulator that shows them and the app that
 * refreshes on them can only name events the contract knows.
 */
export type EventType = SimulatorEventType;

/** Every event name of the contract, in the contract's order. */
export const EVENT_TYPES: readonly EventType[] = Object.values(SimulatorEventType);

/** One event of the stream (contract: SimulatorEvent): `{type, at, userId?, cardId?, id?, payload}`. */
export type DomainEvent = SimulatorEvent;
