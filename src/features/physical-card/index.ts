/**
 * Physical card (spec 02 §4 "Physical card order", §5 "Order step 1 required", §8 fee fallback, §9): the 2-step
 * order dialog with its success dialog (closing reloads the page) and the shipping status dialog.
 */
/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadOrderPhysicalCardDialog = () => import('./components/order-physical-card-dialog').then((module) => module.OrderPhysicalCardDialog);
export { OrderSuccessDialog } from './components/order-success-dialog';
/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadShippingStatusDialog = () => import('./components/shipping-status-dialog').then((module) => module.ShippingStatusDialog);
