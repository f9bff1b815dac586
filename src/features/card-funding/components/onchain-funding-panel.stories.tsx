import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, failing, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { OnchainFundingPanel } from './onchain-funding-panel';

export default { title: 'Card funding / On-chain funding panel' } satisfies StoryDefault;

const debitCard = async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.model === 'debit' && card.status === 'active');
};
const creditCard = async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.model === 'credit' && card.status === 'active');
};

export const Funding: Story = withBackend(debitCard, (card) => (
  <OnchainFundingPanel cardId={card.id} kind="funding" usdAmount="100" onSelectionChange={action('selection')} />
));
export const NoAmountYet: Story = withBackend(debitCard, (card) => <OnchainFundingPanel cardId={card.id} kind="funding" usdAmount={null} />);
export const Repayment: Story = withBackend(creditCard, (card) => <OnchainFundingPanel cardId={card.id} kind="repayment" usdAmount="50" />);
export const Loading: Story = withBackend(
  async () => {
    const card = await debitCard();
    pending('getCardAddresses');
    return card;
  },
  (card) => <OnchainFundingPanel cardId={card.id} kind="funding" usdAmount="100" />,
);
export const Error: Story = withBackend(
  async () => {
    const card = await debitCard();
    failing('getCardAddresses');
    return card;
  },
  (card) => <OnchainFundingPanel cardId={card.id} kind="funding" usdAmount="100" />,
);
