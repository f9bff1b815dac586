import type { AccountBalances, ExchangeRateResponse } from '@contract-kit/model';
import { Big, dec, fallbackUsdRate, isDecimalString } from '@contract-kit/money';
import { cryptoBalanceKeys } from '@/api/queries';
import { compareTokens } from '@contract-kit/rules/currencies';
import { TOKEN_DISPLAY_NAMES, USD } from './wallet-constants';

export interface TokenRow {
  symbol: string;
  name: string;
  /** The balance, as held (native units). */
  amount: Big;
  /** Its estimated value in USD. */
  usdValue: Big;
  /** Whether the USD value comes from the spec's fallback rate (the rate could not be fetched). */
  isFallbackRate: boolean;
}

/** The token list's order (@contract-kit/rules/currencies' TOKEN_ORDER). */
export const compareSymbols = compareTokens;

/** A balance entry's amount, defensively: anything that is not a decimal string counts as 0. */
export function amountOf(balances: AccountBalances | undefined, symbol: string): Big {
  const raw = balances?.[symbol]?.amount;
  return typeof raw === 'string' && isDecimalString(raw) ? dec(raw) : new Big(0);
}

/** The crypto currencies of the balances map: USD and `address` are left out (spec 01 §3). */
export function cryptoSymbols(balances: AccountBalances | undefined): string[] {
  return cryptoBalanceKeys(balances).sort(compareSymbols);
}

export function tokenDisplayName(symbol: string): string {
  return TOKEN_DISPLAY_NAMES[symbol] ?? symbol;
}

/** The rate of a rate response: a decimal string or nested as rate.rate (spec 01 §3). Null when unusable. */
export function parseRate(response: ExchangeRateResponse | undefined): Big | null {
  if (!response) return null;
  const raw: unknown = typeof response.rate === 'object' && response.rate !== null ? response.rate.rate : response.rate;
  if (typeof raw !== 'string' || !isDecimalString(raw)) return null;
  const rate = dec(raw);
  return rate.gt(0) ? rate : null;
}

/** Rate to USD of a symbol: the fetched one, else the spec's fallback (USDT, USDC 1; LOOK 0.1; others 1). */
export function usdRateOf(symbol: string, rates: Readonly<Record<string, Big | null | undefined>>): { rate: Big; isFallback: boolean } {
  if (symbol === USD) return { rate: new Big(1), isFallback: false };
  const fetched = rates[symbol];
  return fetched ? { rate: fetched, isFallback: false } : { rate: fallbackUsdRate(symbol), isFallback: true };
}

export function tokenRows(balances: AccountBalances | undefined, rates: Readonly<Record<string, Big | null | undefined>>): TokenRow[] {
  return cryptoSymbols(balances).map((symbol) => {
    const amount = amountOf(balances, symbol);
    const { rate, isFallback } = usdRateOf(symbol, rates);
    return { symbol, name: tokenDisplayName(symbol), amount, usdValue: amount.times(rate), isFallbackRate: isFallback };
  });
}

/** The estimated total in USD: every crypto balance at its rate plus the USD balance. */
export function totalUsd(balances: AccountBalances | undefined, rates: Readonly<Record<string, Big | null | undefined>>): Big {
  let total = amountOf(balances, USD);
  for (const row of tokenRows(balances, rates)) total = total.plus(row.usdValue);
  return total;
}
