/**
 * The mock server's event stream (GET /api/simulator/events). Its event names and shape come from the contract, in
 * the contract kit (@contract-kit/rules/events: EVENT_TYPES, DomainEvent).
 */

/** The URL of the event stream, for all users or one. */
export function eventStreamUrl(baseUrl: string, userId?: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/simulator/events${userId ? `?userId=${encodeURIComponent(userId)}` : ''}`;
}
