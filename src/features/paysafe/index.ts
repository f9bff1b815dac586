/**
 * PaySafe (spec 02 §4 "PaySafe"): payments a merchant asks the cardholder to approve.
 *
 * - `PaySafeApprovalToastButton` — for the app header: the show/hide button of the pending-approval toast,
 *   the toast and the approval dialog it opens. Renders nothing while nothing is pending. It follows the mock
 *   server's event stream in development (GET /api/simulator/events, EventSource, DEV-only dynamic import) and
 *   polls GET /api/cards/{id}/approval of each active card every 15 s in production.
 * - `PaySafeApprovalDialog` — the approval dialog of one card (the cards panel opens it from the card menu).
 * - `usePendingApprovals` — the pending approvals of the user's active cards, for other indicators.
 */
export { PaySafeApprovalToastButton } from './components/paysafe-approval-toast-button';
export { usePendingApprovals, type PendingApprovalAlert } from './hooks/use-pending-approvals';
export { subscribeToLiveEvents } from './hooks/use-live-approval-events';
export type { LiveEvent } from '@/features/live-updates';
