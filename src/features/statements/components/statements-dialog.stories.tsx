import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, failing, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { StatementsDialog } from './statements-dialog';

export default { title: 'Statements / Statements dialog' } satisfies StoryDefault;

const creditCard = async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.model === 'credit' && card.status === 'active');
};

export const WithStatements: Story = withBackend(creditCard, (card) => <StatementsDialog open cardId={card?.id} onClose={action('close')} />);
/** A user without cards: nothing to show statements for. */
export const Empty: Story = withBackend(
  async () => {
    await signInAs('newcomer@example.com');
    return undefined as { id: string } | undefined;
  },
  (card) => <StatementsDialog open cardId={card?.id} onClose={action('close')} />,
);
export const Loading: Story = withBackend(
  async () => {
    const card = await creditCard();
    pending('getCardStatements');
    return card;
  },
  (card) => <StatementsDialog open cardId={card?.id} onClose={action('close')} />,
);
export const Error: Story = withBackend(
  async () => {
    const card = await creditCard();
    failing('getCardStatements');
    return card;
  },
  (card) => <StatementsDialog open cardId={card?.id} onClose={action('close')} />,
);
