/**
 * Physical card (spec 02 §4 "Physical card order", §5 "Order step 1 required", §8 fee fallback, §9): the 2-step
 * order dialog with its success dialog (closing reloads the page) and the shipping status dialog.
 */
import { lazyDialog } from '@/components/lazy-dialog';
// Code-split: the dialog's chunk loads when it first opens.
export const OrderPhysicalCardDialog = lazyDialog(
  () => import('./components/order-physical-card-dialog').then((module) => module.OrderPhysicalCardDialog),
  'OrderPhysicalCardDialog',
);
export { OrderSuccessDialog } from './components/order-success-dialog';
// Code-split: the dialog's chunk loads when it first opens.
export const ShippingStatusDialog = lazyDialog(
  () => import('./components/shipping-status-dialog').then((module) => module.ShippingStatusDialog),
  'ShippingStatusDialog',
);
