import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { PhysicalActivationDialog } from './physical-activation-dialog';

export default { title: 'Cards / Physical activation dialog' } satisfies StoryDefault;

/** A shipped physical card waiting to be activated. */
export const Shipped: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    return cardWhere((card) => card.type === 'PHYSICAL' && card.physicalStatus === 'shipped');
  },
  (card) => <PhysicalActivationDialog open card={card} onClose={action('close')} />,
);
