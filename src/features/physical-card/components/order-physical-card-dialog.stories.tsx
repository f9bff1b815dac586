import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { OrderPhysicalCardDialog } from './order-physical-card-dialog';

export default { title: 'Physical card / Order dialog' } satisfies StoryDefault;

/** The shipping form for a virtual card (step 1). */
export const ShippingForm: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    return cardWhere((card) => card.type === 'VIRTUAL' && card.status === 'active');
  },
  (card) => <OrderPhysicalCardDialog open card={card} onClose={action('close')} onReload={action('reload')} />,
);
