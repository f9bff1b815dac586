import type { Story, StoryDefault } from '@ladle/react';
import type { CardStatus } from '@contract-kit/model';
import { action, cardWhere, patchRecord, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { ApplyProceedDialog } from './apply-proceed-dialog';

export default { title: 'Cards / Apply proceed dialog' } satisfies StoryDefault;

/** The seeded unfinished application (a credit card waiting for its deposit), put in each application status. */
const withStatus = (status: CardStatus): Story =>
  withBackend(
    async () => {
      await signInAs('demo@example.com');
      const { id } = await cardWhere((card) => card.status === 'pending_deposit');
      patchRecord('cards', id, { status });
      return cardWhere((card) => card.id === id);
    },
    (card) => <ApplyProceedDialog open card={card} onClose={action('close')} onProceed={action('proceed')} />,
  );

export const PendingDeposit = withStatus('pending_deposit');
export const PendingVerification = withStatus('pending_verification');
export const Initialized = withStatus('initialized');
export const PendingActivation = withStatus('pending_activation');
