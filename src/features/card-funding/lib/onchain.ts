import type { Blockchain, CryptoCurrency } from '@contract-kit/model';
import { isCardCryptoCurrency } from '@contract-kit/rules/currencies';
import { DEFAULT_ONCHAIN_CURRENCY } from './card-funding-constants';

/** Spec 02 §5: on-chain currencies must be supported by the app (USDT, USDC, LOOK) and enabled on the chain. */
export function supportedOnchainCurrencies(currencies: readonly CryptoCurrency[]): CryptoCurrency[] {
  return currencies.filter((currency) => currency.enable && isCardCryptoCurrency(currency.symbol));
}

/** Spec 02 §9: default network the first listed. */
export const defaultChain = (chains: readonly Blockchain[]): Blockchain | undefined => chains[0];

/** Spec 02 §9: default currency USDT, else the first supported one. */
export function defaultOnchainCurrency(currencies: readonly CryptoCurrency[]): CryptoCurrency | undefined {
  return currencies.find((currency) => currency.symbol === DEFAULT_ONCHAIN_CURRENCY) ?? currencies[0];
}
