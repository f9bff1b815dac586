import type { Story, StoryDefault } from '@ladle/react';
import { action, cardWhere, scenario, signInAs } from '../../../../.ladle/scenario';
import { OrderPhysicalCardDialog } from './order-physical-card-dialog';

export default { title: 'Physical card / Order dialog' } satisfies StoryDefault;

/** The shipping form for a virtual card (step 1). */
export const ShippingForm: Story = scenario(
  async () => {
    await signInAs('demo@example.com');
    return cardWhere((card) => card.type === 'VIRTUAL' && card.status === 'active');
  },
  (card) => <OrderPhysicalCardDialog open card={card} onClose={action('close')} onReload={action('reload')} />,
);
