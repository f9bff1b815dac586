/** Transfer constants of the spec (spec 01 §5, §9). */

/** Spec 01 §9: transfer currency labels. */
export const TRANSFER_CURRENCY_LABELS: Readonly<Record<string, string>> = {
  USDT: 'Tether USD',
  USDC: 'USD Coin',
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  LOOK: 'LOOK token',
};

export const DESCRIPTION_MAX_LENGTH = 255;
