import { applicationBlockedReason, type ApplicationBlockedReason } from '@contract-kit/rules/card-availability';

/** The unavailable toast's description for each reason. */
const BLOCKED_REASON_IDS = {
  bothPending: 'cardApplication.unavailable.bothPending',
  debitLimit: 'cardApplication.unavailable.debitLimit',
  debitLimitWithPendingCredit: 'cardApplication.unavailable.debitLimitWithPendingCredit',
  pendingApplications: 'cardApplication.unavailable.pendingApplications',
  notAvailable: 'cardApplication.unavailable.notAvailable',
  currentlyUnavailable: 'cardApplication.unavailable.currentlyUnavailable',
} as const satisfies Record<ApplicationBlockedReason, string>;

/**
 * Why a new card application cannot start now, or null when it can (spec 02 §4, §8): not when no model is available
 * — nor when the cards cannot be read (currently unavailable) or are not known (not available).
 */
export function newApplicationBlockedReason(cards: { data: Parameters<typeof applicationBlockedReason>[0] | undefined; isError: boolean }): ApplicationBlockedReason | null {
  if (cards.isError) return 'currentlyUnavailable';
  return cards.data ? applicationBlockedReason(cards.data) : 'notAvailable';
}

/** The unavailable toast's messages for a reason. */
export const blockedNotice = (reason: ApplicationBlockedReason) => ({ title: 'cardApplication.unavailable.title', description: BLOCKED_REASON_IDS[reason] }) as const;
