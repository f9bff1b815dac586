import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, scenario, signInAs } from '../../../../.ladle/scenario';
import { ChangePinDialog } from './change-pin-dialog';

export default { title: 'Cards / Change PIN dialog' } satisfies StoryDefault;

export const Physical: Story = scenario(
  async () => {
    await signInAs('demo@example.com');
    return cardWhere((card) => card.type === 'PHYSICAL' && card.status === 'active');
  },
  (card) => <ChangePinDialog open card={card} onClose={action('close')} />,
);
