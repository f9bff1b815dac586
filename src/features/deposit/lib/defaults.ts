import type { Blockchain, CryptoCurrency } from '@contract-kit/model';
import { DEFAULT_DEPOSIT_CURRENCY, DEFAULT_DEPOSIT_NETWORK_ECO, STABLECOINS_WITH_MINIMUM, STABLECOIN_MINIMUM_DEPOSIT } from './deposit-constants';

/** Spec 01 §9: a Tron network by default, else the first listed. */
export function defaultNetwork(chains: readonly Blockchain[]): Blockchain | undefined {
  return chains.find((chain) => chain.eco === DEFAULT_DEPOSIT_NETWORK_ECO) ?? chains[0];
}

/** Only enabled currencies can be deposited. */
export function depositableCurrencies(currencies: readonly CryptoCurrency[]): CryptoCurrency[] {
  return currencies.filter((currency) => currency.enable);
}

/** Spec 01 §9: USDT by default, else the first depositable currency. */
export function defaultCurrency(currencies: readonly CryptoCurrency[]): CryptoCurrency | undefined {
  const usable = depositableCurrencies(currencies);
  return usable.find((currency) => currency.symbol === DEFAULT_DEPOSIT_CURRENCY) ?? usable[0];
}

/** Spec 01 §9: the minimum stablecoin deposit (10) is shown for USDT and USDC; null for the others. */
export function minimumDepositFor(symbol: string): string | null {
  return STABLECOINS_WITH_MINIMUM.includes(symbol) ? STABLECOIN_MINIMUM_DEPOSIT : null;
}
