import type { Story, StoryDefault } from '@ladle/react';
import { cardWhere, failing, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { StatementsPanel } from './statements-panel';

export default { title: 'Statements / Statements panel' } satisfies StoryDefault;

const creditCard = async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.model === 'credit' && card.status === 'active');
};

export const WithStatements: Story = withBackend(creditCard, (card) => <StatementsPanel cardId={card?.id} />);
/** A user without cards: nothing to show statements for. */
export const Empty: Story = withBackend(
  async () => {
    await signInAs('newcomer@example.com');
    return undefined as { id: string } | undefined;
  },
  (card) => <StatementsPanel cardId={card?.id} />,
);
export const Loading: Story = withBackend(
  async () => {
    const card = await creditCard();
    pending('getCardStatements');
    return card;
  },
  (card) => <StatementsPanel cardId={card?.id} />,
);
export const Error: Story = withBackend(
  async () => {
    const card = await creditCard();
    failing('getCardStatements');
    return card;
  },
  (card) => <StatementsPanel cardId={card?.id} />,
);
