/**
 * Physical card (spec 02 §4 "Physical card order", §5 "Order step 1 required", §8 fee fallback, §9): the 2-step
 * order dialog with its success dialog (closing reloads the page) and the shipping status dialog.
 */
export { OrderSuccessDialog } from './components/order-success-dialog';
