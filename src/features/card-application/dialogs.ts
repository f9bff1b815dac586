import type { ComponentProps } from 'react';
import { isApplicationStatus } from '@contract-kit/rules/card-availability';
import { basicProps, defineDialog } from '@/components/dialog-declaration';
import type { CardApplicationWizard, WizardMove, WizardPlace } from './components/card-application-wizard';
import type { WizardStep } from './lib/wizard';
import { blockedNotice, newApplicationBlockedReason } from './lib/blocked-reasons';

/**
 * The card application wizard (spec 02 §2 4 steps): a new application at `?dialog=apply`, an existing card's at
 * `?dialog=apply&card=…&step=…`. From an address it opens for a card still in application, or — a new one — only
 * when one may start (else it says why, as the apply tile does).
 */
export const applyDialog = defineDialog({
  name: 'apply',
  card: 'optional',
  steps: [1, 2, 3, 4],
  load: () => import('./components/card-application-wizard').then((module) => module.CardApplicationWizard),
  props: (context): ComponentProps<typeof CardApplicationWizard> | null => {
    const { opening, api } = context;
    if (opening.place.card !== undefined && !opening.card) return null;
    return {
      ...basicProps(context),
      request: opening.card ? { kind: 'continue', card: opening.card } : { kind: 'new' },
      // The place keeps only the declared steps.
      placeStep: context.place.step as WizardStep | undefined,
      onPlaceChange: ({ card, step }: WizardPlace, move: WizardMove) => {
        const patch = { card, type: undefined, step };
        if (move === 'push') api.pushInDialog(patch);
        else if (move === 'back') api.backInDialog(patch);
        else api.set(patch);
      },
    };
  },
  mayOpen: ({ card, cards, areCardsKnown, areCardsFailed }) => {
    if (card) return isApplicationStatus(card.status) ? 'open' : { refuse: null };
    if (!areCardsKnown) return 'wait';
    const reason = newApplicationBlockedReason({ data: cards, isError: areCardsFailed });
    return reason === null ? 'open' : { refuse: blockedNotice(reason) };
  },
});
