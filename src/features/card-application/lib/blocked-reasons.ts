import type { ApplicationBlockedReason } from '@contract-kit/rules/card-availability';

/** The unavailable toast's description for each reason. */
export const BLOCKED_REASON_IDS = {
  bothPending: 'cardApplication.unavailable.bothPending',
  debitLimit: 'cardApplication.unavailable.debitLimit',
  debitLimitWithPendingCredit: 'cardApplication.unavailable.debitLimitWithPendingCredit',
  pendingApplications: 'cardApplication.unavailable.pendingApplications',
  notAvailable: 'cardApplication.unavailable.notAvailable',
  currentlyUnavailable: 'cardApplication.unavailable.currentlyUnavailable',
} as const satisfies Record<ApplicationBlockedReason, string>;
