/** Spec constants of card funding, staking, repayment and exchange quotes (spec 02 §4, §5, §8, §9), one place. */

import type { CardCryptoCurrency } from '@contract-kit/rules/currencies';

/** §5 "Exchange quotes: only USDT, USDC, LOOK": the set is @contract-kit/rules/currencies' CARD_CRYPTO_CURRENCIES. */
export type QuotableCurrency = CardCryptoCurrency;
/** §9 default currency USDT (the default network is the first listed). */
export const DEFAULT_ONCHAIN_CURRENCY = 'USDT';

/**
 * §8 'Unknown error' quote fallback: rate 1.0 for USDT and USDC (amount × 1.005), 0.1 for LOOK — spec 01 §9's
 * fallback rates to USD, @contract-kit/money's fallbackUsdRate — valid 60 s (§9 quote validity fallback).
 */
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
