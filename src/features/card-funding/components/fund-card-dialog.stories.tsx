import type { Story, StoryDefault } from '@ladle/react';
import { action, demoActiveCard, failing, pending, withBackend } from '../../../../.ladle/story-backend';
import { FundCardDialog } from './fund-card-dialog';

export default { title: 'Card funding / Fund card dialog' } satisfies StoryDefault;

export const Deposit: Story = withBackend(demoActiveCard.debit, (card) => (
  <FundCardDialog open card={card} mode="deposit" onClose={action('close')} onSwitchToWithdraw={action('switch to withdraw')} />
));
export const Stake: Story = withBackend(demoActiveCard.credit, (card) => <FundCardDialog open card={card} mode="stake" onClose={action('close')} onSwitchToWithdraw={action('switch to unstake')} />);
export const Loading: Story = withBackend(
  async () => {
    const card = await demoActiveCard.debit();
    pending('getCardRequirements');
    return card;
  },
  (card) => <FundCardDialog open card={card} mode="deposit" onClose={action('close')} />,
);
export const Error: Story = withBackend(
  async () => {
    const card = await demoActiveCard.debit();
    failing('getCardRequirements');
    return card;
  },
  (card) => <FundCardDialog open card={card} mode="deposit" onClose={action('close')} />,
);
