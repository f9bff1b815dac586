import { CardFundingCurrency } from '../enums';

/**
 * The currency sets app, mock server and simulator share (spec 01 §3, §5; spec 02 §1, §3, §5), and the order tokens
 * are listed in. The sets come from the contract's CardFundingCurrency enum, so a currency added there reaches every
 * list at once.
 *
 * - A card is funded, repaid or paid for from the USD balance or a crypto account: USD, USDT, USDC, LOOK (spec 02 §1,
 *   §5 "Payment currencies").
 * - Those crypto currencies are the only ones quoted against USD (spec 02 §5 "Exchange quotes: only USDT, USDC,
 *   LOOK"), the only ones exchanged, and the only ones a card receives on chain.
 * - A balances map carries a USD entry and, with some backends, an `address` entry: neither is a token (spec 02 §3),
 *   and neither is transferred (spec 01 §5).
 */

/** Spec 02 §1, §5: the currencies a card is funded, repaid or paid for from, USD first. */
export const FUNDING_CURRENCIES: readonly CardFundingCurrency[] = Object.values(CardFundingCurrency);

/** A crypto currency a card is funded from, quoted and exchanged against USD, or received on chain. */
export type CardCryptoCurrency = Exclude<CardFundingCurrency, 'USD'>;

/** Spec 02 §5 "Exchange quotes: only USDT, USDC, LOOK": the funding currencies without USD. */
export const CARD_CRYPTO_CURRENCIES: readonly CardCryptoCurrency[] = FUNDING_CURRENCIES.filter((currency): currency is CardCryptoCurrency => currency !== 'USD');

export const isFundingCurrency = (symbol: string | null | undefined): symbol is CardFundingCurrency => (FUNDING_CURRENCIES as readonly (string | null | undefined)[]).includes(symbol);

export const isCardCryptoCurrency = (symbol: string | null | undefined): symbol is CardCryptoCurrency => (CARD_CRYPTO_CURRENCIES as readonly (string | null | undefined)[]).includes(symbol);

/** Spec 02 §3, spec 01 §5: the entries of a balances map that are no token (left out of token lists and transfers). */
export const NON_TOKEN_BALANCE_KEYS: readonly string[] = ['USD', 'address'];

export const isTokenBalanceKey = (key: string): boolean => !NON_TOKEN_BALANCE_KEYS.includes(key);

/**
 * The order tokens are listed in wherever a list offers them (the token list, the transfer's currencies, the
 * simulator's deposit form): the stablecoins, then LOOK, then the volatile coins; any other symbol after them,
 * alphabetically. The spec names no order; this one keeps the card currencies first, as spec 02 §3 lists them.
 */
export const TOKEN_ORDER: readonly string[] = [...CARD_CRYPTO_CURRENCIES, 'ETH', 'BTC'];

const rankOf = (symbol: string): number => {
  const index = TOKEN_ORDER.indexOf(symbol);
  return index < 0 ? TOKEN_ORDER.length : index;
};

/** Sort comparator of token symbols by TOKEN_ORDER. */
export const compareTokens = (a: string, b: string): number => rankOf(a) - rankOf(b) || a.localeCompare(b);
