import type { Blockchain, CryptoCurrency } from '@contract-kit/model';
import { DEFAULT_ONCHAIN_CURRENCY, QUOTABLE_CURRENCIES } from './card-funding-constants';

const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TRON_ADDRESS = /^T[0-9A-Za-z]{33}$/;

/** Spec 01 §5 address formats: Ethereum family 0x + 40 hex digits; Tron T + 33 alphanumerics. */
export function isValidAddress(eco: string, address: string | null | undefined): boolean {
  if (!address) return false;
  return eco === 'tron' ? TRON_ADDRESS.test(address) : ETHEREUM_ADDRESS.test(address);
}

/** Spec 02 §5: on-chain currencies must be supported by the app (USDT, USDC, LOOK) and enabled on the chain. */
export function supportedOnchainCurrencies(currencies: readonly CryptoCurrency[]): CryptoCurrency[] {
  return currencies.filter((currency) => currency.enable && (QUOTABLE_CURRENCIES as readonly string[]).includes(currency.symbol));
}

/** Spec 02 §9: default network the first listed. */
export const defaultChain = (chains: readonly Blockchain[]): Blockchain | undefined => chains[0];

/** Spec 02 §9: default currency USDT, else the first supported one. */
export function defaultOnchainCurrency(currencies: readonly CryptoCurrency[]): CryptoCurrency | undefined {
  return currencies.find((currency) => currency.symbol === DEFAULT_ONCHAIN_CURRENCY) ?? currencies[0];
}
