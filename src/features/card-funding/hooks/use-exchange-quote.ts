import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { estimateExchange } from '@/api/generated/endpoints/exchange/exchange';
import { QUOTE_DEBOUNCE_MS, USD } from '../lib/card-funding-constants';
import { parseUsdAmount } from '../lib/amounts';
import { fallbackQuote, isQuotable, isUnknownQuoteError, msUntilExpiry, type FundingQuote } from '../lib/quote';

/** A value that follows `value` once it has not changed for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export const exchangeQuoteKey = (currency: string, amount: string) => ['card-funding', 'exchange-quote', currency, amount] as const;

/**
 * The SELL quote of `usdAmount` USD in `currency` (spec 02 §7 estimate {baseCurrencyId, quoteCurrencyId 'USD',
 * amount, type 'SELL'}), cached by currency and amount until its expiresAt and refreshed when it expires (§4).
 * 'Unknown error' falls back to the fixed rates (§8); any other failure drops the rate (`quote` is null and
 * `error` is set) rather than keeping an old one. Only USDT, USDC and LOOK are quoted.
 */
export function useExchangeQuote(currency: string | null | undefined, usdAmount: string | null | undefined) {
  const settledAmount = useDebouncedValue(usdAmount ?? '', QUOTE_DEBOUNCE_MS);
  const parsed = parseUsdAmount(settledAmount);
  const amount = parsed ? parsed.toFixed(2) : null;
  const isEnabled = isQuotable(currency) && amount !== null;
  const query = useQuery({
    queryKey: exchangeQuoteKey(currency ?? '', amount ?? ''),
    queryFn: async ({ signal }): Promise<FundingQuote> => {
      if (!isQuotable(currency) || amount === null) throw new Error('card-funding: nothing to quote');
      try {
        const response = await estimateExchange({ baseCurrencyId: currency, quoteCurrencyId: USD, amount, type: 'SELL' }, { signal });
        return { currency, ...response.data, isFallback: false };
      } catch (error) {
        if (isUnknownQuoteError(error)) return fallbackQuote(currency, amount, Date.now());
        throw error;
      }
    },
    enabled: isEnabled,
    retry: false,
    staleTime: (current) => msUntilExpiry(current.state.data, Date.now()),
    refetchInterval: (current) => (current.state.data ? Math.max(1_000, msUntilExpiry(current.state.data, Date.now())) : false),
  });
  const isSettling = (usdAmount ?? '') !== settledAmount;
  return {
    /** The quote, or null while typing, loading, after a failure or when nothing is to be quoted. */
    quote: isEnabled && !isSettling && !query.isError ? (query.data ?? null) : null,
    isLoading: isEnabled && (isSettling || query.isPending),
    error: isEnabled && !isSettling && query.isError ? query.error : null,
    refetch: query.refetch,
  };
}
