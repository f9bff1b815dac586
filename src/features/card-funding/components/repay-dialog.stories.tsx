import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, failing, pending, scenario, signInAs } from '../../../../.ladle/scenario';
import { RepayDialog } from './repay-dialog';

export default { title: 'Card funding / Repay dialog' } satisfies StoryDefault;

const creditCard = async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.model === 'credit' && card.status === 'active');
};

export const Default: Story = scenario(creditCard, (card) => <RepayDialog open card={card} onClose={action('close')} />);
export const Loading: Story = scenario(
  async () => {
    const card = await creditCard();
    pending('getCardSourceAccounts');
    return card;
  },
  (card) => <RepayDialog open card={card} onClose={action('close')} />,
);
export const Error: Story = scenario(
  async () => {
    const card = await creditCard();
    failing('getCardSourceAccounts');
    return card;
  },
  (card) => <RepayDialog open card={card} onClose={action('close')} />,
);
