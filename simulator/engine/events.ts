/**
 * The mock server's event names (contract: SimulatorEventType; GET /api/simulator/events sends each as the SSE
 * `event:` field). The page listens to every one of them; a unit test keeps the list equal to the contract's.
 */
export const SIMULATOR_EVENT_TYPES = [
  'card-transaction.created',
  'card-transaction.updated',
  'approval.created',
  'approval.expired',
  'approval.decided',
  'withdrawal.status-changed',
  'deposit.credited',
  'card.updated',
  'balance.changed',
] as const;
export type SimulatorEventType = (typeof SIMULATOR_EVENT_TYPES)[number];

/** One event of the stream (contract: SimulatorEvent). */
export interface SimulatorEvent {
  type: SimulatorEventType;
  at: string;
  userId?: string;
  cardId?: string;
  id?: string;
  payload: Record<string, unknown>;
}

/** The URL of the event stream, for all users or one. */
export function eventStreamUrl(baseUrl: string, userId?: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/simulator/events${userId ? `?userId=${encodeURIComponent(userId)}` : ''}`;
}
