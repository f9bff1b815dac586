import type { Story, StoryDefault } from '@ladle/react';
import { action, demoActiveCard, withBackend } from '../../../../.ladle/story-backend';
import { WithdrawDialog } from './withdraw-dialog';

export default { title: 'Card funding / Withdraw dialog' } satisfies StoryDefault;

export const Withdraw: Story = withBackend(demoActiveCard.debit, (card) => <WithdrawDialog open card={card} mode="withdraw" onClose={action('close')} />);
export const Unstake: Story = withBackend(demoActiveCard.credit, (card) => <WithdrawDialog open card={card} mode="unstake" onClose={action('close')} />);
