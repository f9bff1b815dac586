import { Big, dec } from '../money';

/**
 * The physical card order's voucher and first-time order check (spec 02 §9 "a default voucher CARD10OFF worth 10
 * exists but is inactive", §6 "A first-time order check uses a development testing flag"). One rule for the app (the
 * fee fallback it shows) and the mock server (the fees it quotes and charges): both import it from here.
 *
 * A voucher takes its amount off the total fee of a user's first physical card order, never below zero — while it is
 * active. CARD10OFF is not, so no order is discounted today; switching `isActive` on is the only change needed.
 */
export interface OrderVoucher {
  code: string;
  /** USD, 2 decimals. */
  amount: string;
  isActive: boolean;
}

/** §9: the default voucher CARD10OFF, worth 10 (USD), inactive. */
export const DEFAULT_ORDER_VOUCHER: OrderVoucher = Object.freeze({ code: 'CARD10OFF', amount: '10.00', isActive: false });

/** The fees of an order (contract CardOrderFees): decimal strings in USD. */
export interface OrderFeesLike {
  baseFee: string;
  shippingFee: string;
  processingFee: string;
  totalFee: string;
}

/**
 * §6 first-time order check: the user has never ordered a physical card — none of their cards has a physical status
 * other than 'null'. `isForcedForTesting` (the development testing flag, src/config/parse-env.ts) makes every order a
 * first one, so the first-order path can be tried with any user.
 */
export function isFirstTimeOrder(cards: readonly { physicalStatus: string }[], isForcedForTesting = false): boolean {
  return isForcedForTesting || cards.every((card) => card.physicalStatus === 'null');
}

/** What `voucher` takes off an order of `totalFee`: its amount, at most the total, when active on a first order; else 0. */
export function voucherDiscount(totalFee: string, voucher: OrderVoucher, isFirstOrder: boolean): Big {
  if (!voucher.isActive || !isFirstOrder) return new Big(0);
  const amount = dec(voucher.amount);
  const total = dec(totalFee);
  return amount.gt(total) ? total : amount;
}

/** The fees with the voucher's discount taken off the total (unchanged when it does not apply). */
export function withVoucher<T extends OrderFeesLike>(fees: T, voucher: OrderVoucher, isFirstOrder: boolean): T {
  const discount = voucherDiscount(fees.totalFee, voucher, isFirstOrder);
  if (discount.eq(0)) return fees;
  return { ...fees, totalFee: dec(fees.totalFee).minus(discount).toFixed(2) };
}
