import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Card } from '@/api/generated/model';
import { useToast } from '@/components/toast-provider';
import { useCards } from '@/features/cards';
import type { CardApplicationRequest } from '../components/card-application-wizard';
import { CardApplicationWizard } from '../components/card-application-wizard-lazy';
import { applicationBlockedReason, type ApplicationBlockedReason } from '@/lib/card-availability';

const BLOCKED_REASON_IDS = {
  bothPending: 'cardApplication.unavailable.bothPending',
  debitLimit: 'cardApplication.unavailable.debitLimit',
  debitLimitWithPendingCredit: 'cardApplication.unavailable.debitLimitWithPendingCredit',
  pendingApplications: 'cardApplication.unavailable.pendingApplications',
  notAvailable: 'cardApplication.unavailable.notAvailable',
  currentlyUnavailable: 'cardApplication.unavailable.currentlyUnavailable',
} as const satisfies Record<ApplicationBlockedReason, string>;

export interface CardApplicationControls {
  /** The apply tile: opens the wizard at step 1 — unless no model is available (or the cards cannot be read), then an unavailable toast (§4, §8). */
  start: () => boolean;
  /** apply_proceed: resumes the application of an existing card at the right step. */
  resume: (card: Card) => void;
  /** Render this where the dialogs live. */
  element: ReactNode;
}

/**
 * Owns the card application wizard of a page (spec 02 §4): opens it for a new application or to continue one,
 * and unmounts it after it closes so that the next opening starts from a clean state.
 */
export function useCardApplication({ onActivated }: { onActivated?: (card: Card) => void } = {}): CardApplicationControls {
  const intl = useIntl();
  const { toast } = useToast();
  const cards = useCards();
  const counter = useRef(0);
  const [state, setState] = useState<{ key: number; request: CardApplicationRequest; open: boolean } | null>(null);

  const start = useCallback(() => {
    // Without the card list the availability rules cannot be checked (§8): currently unavailable when it failed
    // to load, not available while it is still loading.
    const reason = cards.isError ? 'currentlyUnavailable' : !cards.data ? 'notAvailable' : applicationBlockedReason(cards.data);
    if (reason) {
      toast({ title: intl.formatMessage({ id: 'cardApplication.unavailable.title' }), description: intl.formatMessage({ id: BLOCKED_REASON_IDS[reason] }), variant: 'destructive' });
      return false;
    }
    counter.current += 1;
    setState({ key: counter.current, request: { kind: 'new' }, open: true });
    return true;
  }, [cards.data, cards.isError, intl, toast]);

  const resume = useCallback((card: Card) => {
    counter.current += 1;
    setState({ key: counter.current, request: { kind: 'continue', card }, open: true });
  }, []);

  const element = state ? (
    <CardApplicationWizard
      key={state.key}
      request={state.request}
      open={state.open}
      onClose={() => setState((current) => (current ? { ...current, open: false } : current))}
      onExited={() => setState((current) => (current && !current.open ? null : current))}
      onActivated={onActivated}
    />
  ) : null;

  return { start, resume, element };
}
