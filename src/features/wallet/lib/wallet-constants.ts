/** Wallet constants of the spec (spec 01 §3, §9; spec 02 §2, §3, §9). */

/** Spec 01 §9: transaction pagination in the card UI is 10. */
export const ACTIVITY_PAGE_SIZE = 10;

/** The quote currency of the estimated total. */
export const USD = 'USD';

/** Spec 02 §3: token display names (USDT Tether USD, USDC USD Coin, LOOK $LOOK); others by their usual name. */
export const TOKEN_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  USDT: 'Tether USD',
  USDC: 'USD Coin',
  LOOK: '$LOOK',
  ETH: 'Ethereum',
  BTC: 'Bitcoin',
};
