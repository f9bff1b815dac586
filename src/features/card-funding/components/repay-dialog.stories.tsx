import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, failing, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { RepayDialog } from './repay-dialog';

export default { title: 'Card funding / Repay dialog' } satisfies StoryDefault;

const creditCard = async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.model === 'credit' && card.status === 'active');
};

export const Default: Story = withBackend(creditCard, (card) => <RepayDialog open card={card} onClose={action('close')} />);
export const Loading: Story = withBackend(
  async () => {
    const card = await creditCard();
    pending('getCardSourceAccounts');
    return card;
  },
  (card) => <RepayDialog open card={card} onClose={action('close')} />,
);
export const Error: Story = withBackend(
  async () => {
    const card = await creditCard();
    failing('getCardSourceAccounts');
    return card;
  },
  (card) => <RepayDialog open card={card} onClose={action('close')} />,
);
