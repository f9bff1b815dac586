import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, failing, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { FundCardDialog } from './fund-card-dialog';

export default { title: 'Card funding / Fund card dialog' } satisfies StoryDefault;

const debitCard = async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.model === 'debit' && card.status === 'active');
};
const creditCard = async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.model === 'credit' && card.status === 'active');
};

export const Deposit: Story = withBackend(debitCard, (card) => (
  <FundCardDialog open card={card} mode="deposit" onClose={action('close')} onSwitchToWithdraw={action('switch to withdraw')} />
));
export const Stake: Story = withBackend(creditCard, (card) => (
  <FundCardDialog open card={card} mode="stake" onClose={action('close')} onSwitchToWithdraw={action('switch to unstake')} />
));
export const Loading: Story = withBackend(
  async () => {
    const card = await debitCard();
    pending('getCardRequirements');
    return card;
  },
  (card) => <FundCardDialog open card={card} mode="deposit" onClose={action('close')} />,
);
export const Error: Story = withBackend(
  async () => {
    const card = await debitCard();
    failing('getCardRequirements');
    return card;
  },
  (card) => <FundCardDialog open card={card} mode="deposit" onClose={action('close')} />,
);
