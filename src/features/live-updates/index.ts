/**
 * Live updates (development only): the app follows the mock server's event stream (GET /api/simulator/events,
 * one shared EventSource per user) and refreshes the affected queries — cards, card transactions, approvals,
 * balances, account transactions and withdrawals — so whatever the transaction simulator injects shows
 * without a reload. Everything that touches the stream is loaded by dynamic imports behind
 * `import.meta.env.DEV`: a production build contains none of it.
 *
 * - `LiveUpdates` — mount once for the signed-in user (the session gate does).
 * - `subscribeToLiveEvents` — for features that react to events themselves (PaySafe's server clock, …).
 */
export { LiveUpdates } from './components/live-updates';
export { useLiveUpdates } from './hooks/use-live-updates';
export { subscribeToLiveEvents } from './lib/subscribe';
export type { LiveEvent, LiveEventListener, LiveEventType, LiveStatusListener } from './lib/event-stream';
