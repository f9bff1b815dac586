import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { ChangePinDialog } from './change-pin-dialog';

export default { title: 'Cards / Change PIN dialog' } satisfies StoryDefault;

export const Physical: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    return cardWhere((card) => card.type === 'PHYSICAL' && card.status === 'active');
  },
  (card) => <ChangePinDialog open card={card} onClose={action('close')} />,
);
