/**
 * Physical card (spec 02 §4 "Physical card order", §5 "Order step 1 required", §8 fee fallback, §9): the 2-step
 * order dialog with its success dialog (closing reloads the page) and the shipping status dialog.
 */
export { OrderPhysicalCardDialog } from './components/order-physical-card-dialog';
export { OrderSuccessDialog } from './components/order-success-dialog';
export { ShippingStatusDialog } from './components/shipping-status-dialog';
export { FALLBACK_ORDER_FEES } from './lib/constants';
