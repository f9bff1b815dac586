import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@/components/toast-provider';
import { useCards } from '@/features/cards';
import type { ApplicationBlockedReason } from '@contract-kit/rules/card-availability';
import { blockedNotice, newApplicationBlockedReason } from '../lib/blocked-reasons';

export interface ApplicationGuard {
  /** Why a new card application cannot start now, or null when it can. */
  blockedReason: ApplicationBlockedReason | null;
  /** The unavailable toast, with the reason (spec 02 §4, §8). */
  announce: (reason: ApplicationBlockedReason) => void;
}

/**
 * Whether a new card application may start (spec 02 §4: "If both models are pending, the dialog cannot open and an
 * unavailable toast is shown", §8), with that toast: the rule of ../lib/blocked-reasons.ts over the user's cards.
 */
export function useApplicationGuard(): ApplicationGuard {
  const intl = useIntl();
  const { toast } = useToast();
  const cards = useCards();
  const blockedReason = newApplicationBlockedReason(cards);
  const announce = useCallback(
    (reason: ApplicationBlockedReason) => {
      const notice = blockedNotice(reason);
      toast({ title: intl.formatMessage({ id: notice.title }), description: intl.formatMessage({ id: notice.description }), variant: 'destructive' });
    },
    [intl, toast],
  );
  return { blockedReason, announce };
}
