import type { Story, StoryDefault } from '@ladle/react';
import { action, demoActiveCard, failing, pending, withBackend } from '../../../../.ladle/story-backend';
import { RepayDialog } from './repay-dialog';

export default { title: 'Card funding / Repay dialog' } satisfies StoryDefault;

export const Default: Story = withBackend(demoActiveCard.credit, (card) => <RepayDialog open card={card} onClose={action('close')} />);
export const Loading: Story = withBackend(
  async () => {
    const card = await demoActiveCard.credit();
    pending('getCardSourceAccounts');
    return card;
  },
  (card) => <RepayDialog open card={card} onClose={action('close')} />,
);
export const Error: Story = withBackend(
  async () => {
    const card = await demoActiveCard.credit();
    failing('getCardSourceAccounts');
    return card;
  },
  (card) => <RepayDialog open card={card} onClose={action('close')} />,
);
