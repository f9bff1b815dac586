import type { Story, StoryDefault } from '@ladle/react';
import type { CardPhysicalStatus } from '@contract-kit/model';
import { action, cardWhere, failing, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { ShippingStatusDialog } from './shipping-status-dialog';

export default { title: 'Physical card / Shipping status dialog' } satisfies StoryDefault;

const physicalCard = (status: CardPhysicalStatus) => async () => {
  await signInAs('demo@example.com');
  return cardWhere((card) => card.physicalStatus === status);
};

export const InProduction: Story = withBackend(physicalCard('order_in_production'), (card) => <ShippingStatusDialog open card={card} onClose={action('close')} />);
export const Shipped: Story = withBackend(physicalCard('shipped'), (card) => <ShippingStatusDialog open card={card} onClose={action('close')} />);
export const Delivered: Story = withBackend(physicalCard('fulfilled'), (card) => <ShippingStatusDialog open card={card} onClose={action('close')} />);
export const Loading: Story = withBackend(
  async () => {
    const card = await physicalCard('shipped')();
    pending('listCardOrders');
    return card;
  },
  (card) => <ShippingStatusDialog open card={card} onClose={action('close')} />,
);
export const Error: Story = withBackend(
  async () => {
    const card = await physicalCard('shipped')();
    failing('listCardOrders');
    return card;
  },
  (card) => <ShippingStatusDialog open card={card} onClose={action('close')} />,
);
