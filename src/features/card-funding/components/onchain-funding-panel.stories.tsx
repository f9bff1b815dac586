import type { Story, StoryDefault } from '@ladle/react';
import { action, demoActiveCard, failing, pending, withBackend } from '../../../../.ladle/story-backend';
import { OnchainFundingPanel } from './onchain-funding-panel';

export default { title: 'Card funding / On-chain funding panel' } satisfies StoryDefault;

export const Funding: Story = withBackend(demoActiveCard.debit, (card) => <OnchainFundingPanel cardId={card.id} kind="funding" usdAmount="100" onSelectionChange={action('selection')} />);
export const NoAmountYet: Story = withBackend(demoActiveCard.debit, (card) => <OnchainFundingPanel cardId={card.id} kind="funding" usdAmount={null} />);
export const Repayment: Story = withBackend(demoActiveCard.credit, (card) => <OnchainFundingPanel cardId={card.id} kind="repayment" usdAmount="50" />);
export const Loading: Story = withBackend(
  async () => {
    const card = await demoActiveCard.debit();
    pending('getCardAddresses');
    return card;
  },
  (card) => <OnchainFundingPanel cardId={card.id} kind="funding" usdAmount="100" />,
);
export const Error: Story = withBackend(
  async () => {
    const card = await demoActiveCard.debit();
    failing('getCardAddresses');
    return card;
  },
  (card) => <OnchainFundingPanel cardId={card.id} kind="funding" usdAmount="100" />,
);
