import type { SeedContext } from '../../store/seed/context';
import type { CardRecord } from '../cards/records';
import type { AccountRecord } from '../wallet/records';
import { orderFees } from './order-fees';
import type { CardOrderRecord } from './records';

/**
 * Seeded physical card orders: one for every seeded card whose physical card was ordered (physicalStatus other
 * than 'null'), so the shipping status dialog shows the order of the demo user's cards. Orders are paid from the
 * user's USD account; their payment belongs to the history before the seeded balances (wallet seed).
 */
const DAY_MS = 86_400_000;

const HOME: CardOrderRecord['shippingAddress'] = { line1: '500 Howard Street', line2: 'Suite 300', city: 'San Francisco', postalCode: '94105', country: 'US' };
const OFFICE: CardOrderRecord['shippingAddress'] = { line1: '1 Market Street', line2: null, city: 'San Francisco', postalCode: '94105', country: 'US' };

export function seedCardFunding(context: SeedContext): void {
  const users = new Map(context.users.map((user) => [user.id, user]));
  const usdAccounts = new Map(
    context
      .list('accounts')
      .filter((account: AccountRecord) => account.currency === 'USD')
      .map((account) => [account.userId, account]),
  );
  const physical = context.list('cards').filter((card: CardRecord) => card.physicalStatus !== 'null');
  physical.forEach((card, index) => {
    const user = users.get(card.userId);
    const account = usdAccounts.get(card.userId);
    if (!user || !account || card.physicalStatus === 'null') return;
    const [firstName = user.username, ...rest] = (user.fullname ?? user.username).split(' ');
    const createdAt = new Date(Date.parse(card.activatedAt ?? card.createdAt) + DAY_MS);
    const shippingMethod = index % 2 === 0 ? 'express' : 'standard';
    const fees = orderFees('US', shippingMethod);
    const order: CardOrderRecord = {
      id: `ord-${card.id.slice(0, 8)}-${String(index + 1).padStart(4, '0')}`,
      userId: user.id,
      cardId: card.id,
      status: card.physicalStatus,
      firstName,
      lastName: rest.join(' ') || firstName,
      phoneNumber: `41555501${String(30 + index).padStart(2, '0')}`,
      dialCode: '+1',
      email: user.email,
      cardDesign: 'classic-black',
      shippingAddress: { ...(index % 2 === 0 ? HOME : OFFICE) },
      shippingMethod,
      routing: 'direct',
      fees,
      payment: { fromAccountId: account.id, fromCurrencyId: 'USD', amount: fees.totalFee },
      createdAt: createdAt.toISOString(),
      updatedAt: new Date(Math.max(createdAt.getTime(), Date.parse(card.updatedAt))).toISOString(),
    };
    context.add('cardOrders', order);
  });
}
