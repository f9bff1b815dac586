import type { ComponentProps } from 'react';
import { basicProps, defineDialog, withCard } from '@/components/dialog-declaration';
import type { OrderPhysicalCardDialog } from './components/order-physical-card-dialog';
import type { ShippingStatusDialog } from './components/shipping-status-dialog';

/** Ordering a card's physical card, and its shipping (spec 02 §4). */
export const orderPhysicalCardDialog = defineDialog({
  name: 'order-physical-card',
  card: 'required',
  load: () => import('./components/order-physical-card-dialog').then((module) => module.OrderPhysicalCardDialog),
  // Spec 02 §4: closing the success dialog reloads the page — on the dashboard, not on this dialog's place again.
  props: withCard((context, card): ComponentProps<typeof OrderPhysicalCardDialog> => ({ ...basicProps(context), card, onReload: () => context.api.reloadWithout({ dialog: undefined }) })),
});

export const shippingStatusDialog = defineDialog({
  name: 'shipping-status',
  card: 'required',
  load: () => import('./components/shipping-status-dialog').then((module) => module.ShippingStatusDialog),
  props: withCard((context, card): ComponentProps<typeof ShippingStatusDialog> => ({ ...basicProps(context), card })),
});
