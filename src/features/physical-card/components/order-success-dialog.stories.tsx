import type { Story, StoryDefault } from '@ladle/react';
import { listCardOrders } from '@/api/generated/endpoints/card-orders/card-orders';
import { action, cardWhere, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { OrderSuccessDialog } from './order-success-dialog';

export default { title: 'Physical card / Order success dialog' } satisfies StoryDefault;

/** The confirmation after an order, with a seeded order of the demo user. */
export const Ordered: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    const card = await cardWhere((candidate) => candidate.physicalStatus === 'order_in_production');
    const order = (await listCardOrders(card.id)).data[0] ?? null;
    return { order, lastFour: card.lastFourDigits };
  },
  ({ order, lastFour }) => <OrderSuccessDialog order={order} lastFour={lastFour} onClose={action('close')} />,
);
