import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@/components/toast-provider';
import { useCards } from '@/features/cards';
import { applicationBlockedReason, type ApplicationBlockedReason } from '../lib/availability';

const BLOCKED_REASON_IDS = {
  bothPending: 'cardApplication.unavailable.bothPending',
  debitLimit: 'cardApplication.unavailable.debitLimit',
  debitLimitWithPendingCredit: 'cardApplication.unavailable.debitLimitWithPendingCredit',
  pendingApplications: 'cardApplication.unavailable.pendingApplications',
  notAvailable: 'cardApplication.unavailable.notAvailable',
  currentlyUnavailable: 'cardApplication.unavailable.currentlyUnavailable',
} as const satisfies Record<ApplicationBlockedReason, string>;

/**
 * Whether a new card application may start (spec 02 §4: "If both models are pending, the dialog cannot open and an
 * unavailable toast is shown", §8): false, with the unavailable toast, when no model is available — or when the
 * cards cannot be read (currently unavailable) or are not known yet (not available).
 */
export function useApplicationGuard(): () => boolean {
  const intl = useIntl();
  const { toast } = useToast();
  const cards = useCards();
  return useCallback(() => {
    const reason = cards.isError ? 'currentlyUnavailable' : !cards.data ? 'notAvailable' : applicationBlockedReason(cards.data);
    if (!reason) return true;
    toast({ title: intl.formatMessage({ id: 'cardApplication.unavailable.title' }), description: intl.formatMessage({ id: BLOCKED_REASON_IDS[reason] }), variant: 'destructive' });
    return false;
  }, [cards.data, cards.isError, intl, toast]);
}
