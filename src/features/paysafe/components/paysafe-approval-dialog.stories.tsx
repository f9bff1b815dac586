import type { Story, StoryDefault } from '@ladle/react';
import { simulateApproval } from '@/api/generated/endpoints/simulator/simulator';
import { action, cardWhere, failing, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { PaySafeApprovalDialog } from './paysafe-approval-dialog';

export default { title: 'PaySafe / Approval dialog' } satisfies StoryDefault;

const activeCard = async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.status === 'active');
};

/** A purchase waiting for the card holder's decision, counting down. */
export const PendingApproval: Story = withBackend(
  async () => {
    const card = await activeCard();
    await simulateApproval({ cardId: card.id, merchantName: 'Blue Bottle Coffee', transactionAmount: '12.50', transactionCurrency: 'USD', expiresInSeconds: 300 });
    return card;
  },
  (card) => <PaySafeApprovalDialog open cardId={card.id} onClose={action('close')} />,
);
export const Empty: Story = withBackend(activeCard, (card) => <PaySafeApprovalDialog open cardId={card.id} onClose={action('close')} />);
export const Loading: Story = withBackend(
  async () => {
    const card = await activeCard();
    pending('getPendingApproval');
    return card;
  },
  (card) => <PaySafeApprovalDialog open cardId={card.id} onClose={action('close')} />,
);
export const Error: Story = withBackend(
  async () => {
    const card = await activeCard();
    failing('getPendingApproval');
    return card;
  },
  (card) => <PaySafeApprovalDialog open cardId={card.id} onClose={action('close')} />,
);
