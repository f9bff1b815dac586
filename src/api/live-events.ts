/**
 * The live events of the contract (components.schemas.SimulatorEventType): what the mock server's event stream
 * announces (development only), and the rows of the refresh table (src/api/refreshes.ts). A unit test keeps this
 * list equal to the contract's.
 */
export const LIVE_EVENT_TYPES = [
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
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
