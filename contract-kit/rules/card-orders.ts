import type { CardOrderFees, CardPhysicalStatus, CardStatus } from '../model';

/**
 * Physical card rules of spec 02 (§3 order form, §4 shipping and menu, §8, §9) shared by the app and the mock server.
 */

/** The card fee of a physical card order (the mock server's base fee; spec 02 §8 fallback base 20.00). */
export const ORDER_BASE_FEE = '20.00';

/** Spec 02 §8: when the fees cannot be fetched the app shows base 20.00, shipping 0, processing 0, total 20.00 USD. */
export const FALLBACK_ORDER_FEES: CardOrderFees = { baseFee: ORDER_BASE_FEE, shippingFee: '0', processingFee: '0', totalFee: ORDER_BASE_FEE, currency: 'USD' };

/** Spec 02 §5, §9: the country list excludes IN (the mock server refuses to ship there). */
export const UNSUPPORTED_ORDER_COUNTRIES: readonly string[] = ['IN'];

/** The shipping statuses in the order a physical card goes through them (spec 02 §4). */
export const SHIPPING_PROGRESS = [
  'pending_approval',
  'approved',
  'submitted_to_reap',
  'order_in_production',
  'pending_fulfillment',
  'shipped',
  'fulfilled',
] as const satisfies readonly CardPhysicalStatus[];
/** Statuses that end an order without a card (spec 02 §4). */
export const SHIPPING_PROBLEMS: readonly string[] = ['rejected', 'cancelled', 'incomplete', 'delivery_failed'];

/**
 * Spec 02 §4: a physical card is activated (shipped) or has its PIN changed (fulfilled) only on a card that exists
 * as a payment instrument, active or frozen. The menu offers neither on any other status, and the server refuses
 * them ('Card is not active'); a terminated, blocked, expired or inactive card shows only its shipping status.
 */
export function isIssuedForPhysicalActions(status: CardStatus | string): boolean {
  return status === 'active' || status === 'frozen';
}
