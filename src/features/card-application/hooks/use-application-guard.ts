import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@/components/toast-provider';
import { useCards } from '@/features/cards';
import { applicationBlockedReason, type ApplicationBlockedReason } from '@contract-kit/rules/card-availability';
import { BLOCKED_REASON_IDS } from '../lib/blocked-reasons';

export interface ApplicationGuard {
  /** Why a new card application cannot start now, or null when it can. */
  blockedReason: ApplicationBlockedReason | null;
  /** The unavailable toast, with the reason (spec 02 §4, §8). */
  announce: (reason: ApplicationBlockedReason) => void;
}

/**
 * Whether a new card application may start (spec 02 §4: "If both models are pending, the dialog cannot open and an
 * unavailable toast is shown", §8): not when no model is available — nor when the cards cannot be read (currently
 * unavailable) or are not known (not available).
 */
export function useApplicationGuard(): ApplicationGuard {
  const intl = useIntl();
  const { toast } = useToast();
  const cards = useCards();
  const blockedReason = cards.isError ? 'currentlyUnavailable' : !cards.data ? 'notAvailable' : applicationBlockedReason(cards.data);
  const announce = useCallback(
    (reason: ApplicationBlockedReason) =>
      toast({ title: intl.formatMessage({ id: 'cardApplication.unavailable.title' }), description: intl.formatMessage({ id: BLOCKED_REASON_IDS[reason] }), variant: 'destructive' }),
    [intl, toast],
  );
  return { blockedReason, announce };
}
