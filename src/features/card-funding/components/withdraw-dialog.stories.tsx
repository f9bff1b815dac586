import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { WithdrawDialog } from './withdraw-dialog';

export default { title: 'Card funding / Withdraw dialog' } satisfies StoryDefault;

export const Withdraw: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    return cardWhere((card) => card.model === 'debit' && card.status === 'active');
  },
  (card) => <WithdrawDialog open card={card} mode="withdraw" onClose={action('close')} />,
);
export const Unstake: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    return cardWhere((card) => card.model === 'credit' && card.status === 'active');
  },
  (card) => <WithdrawDialog open card={card} mode="unstake" onClose={action('close')} />,
);
