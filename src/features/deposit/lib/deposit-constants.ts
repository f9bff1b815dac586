/** Deposit constants of the spec (spec 01 §9). */

/** Spec 01 §9: the default deposit network is a Tron one; the default currency USDT. */
export const DEFAULT_DEPOSIT_NETWORK_ECO = 'tron';
export const DEFAULT_DEPOSIT_CURRENCY = 'USDT';
/** Spec 01 §9: minimum stablecoin deposit 10, shown for USDT and USDC. */
export const STABLECOIN_MINIMUM_DEPOSIT = '10';
export const STABLECOINS_WITH_MINIMUM: readonly string[] = ['USDT', 'USDC'];
/** QR code size in CSS pixels. */
export const QR_SIZE_PX = 200;
