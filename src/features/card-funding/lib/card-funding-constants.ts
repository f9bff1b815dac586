/** Spec constants of card funding, staking, repayment and exchange quotes (spec 02 §4, §5, §8, §9), one place. */

/** §5 "Exchange quotes: only USDT, USDC, LOOK"; also the crypto a card can receive on chain (supported by the app). */
export const QUOTABLE_CURRENCIES = ['USDT', 'USDC', 'LOOK'] as const;
export type QuotableCurrency = (typeof QUOTABLE_CURRENCIES)[number];
/** §9 default currency USDT (the default network is the first listed). */
export const DEFAULT_ONCHAIN_CURRENCY = 'USDT';

/** §8 'Unknown error' quote fallback: rate 1.0 for USDT and USDC (amount × 1.005), 0.1 for LOOK … */
export const FALLBACK_QUOTE_RATES: Readonly<Record<QuotableCurrency, string>> = { USDT: '1.0', USDC: '1.0', LOOK: '0.1' };
/** … valid 60 s (§9 quote validity fallback). */
export const FALLBACK_QUOTE_VALIDITY_MS = 60_000;
/** The error message that triggers the fallback (spec 02 §8). */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
/** Typing pauses this long before an amount is quoted. */
export const QUOTE_DEBOUNCE_MS = 400;

/** §4 account deposits carry a reference prefixed STAKE_ (credit) or DEPOSIT_ (debit) plus a timestamp. */
export const REFERENCE_PREFIX = { debit: 'DEPOSIT_', credit: 'STAKE_' } as const;

/** USD amounts: 2 decimals (§5; the repayment minimum and tolerance are in @contract-kit/rules/card-funding). */
export const USD_DECIMALS = 2;
export const USD = 'USD';

/** QR code size of card addresses (CSS pixels). */
export const ADDRESS_QR_SIZE_PX = 176;
