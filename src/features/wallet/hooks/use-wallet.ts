import { useInfiniteQuery, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { getGetAccountBalanceQueryKey, getListAccountTransactionsQueryKey, listAccountTransactions } from '@/api/generated/endpoints/accounts/accounts';
import { getGetExchangeRateQueryKey } from '@/api/generated/endpoints/exchange/exchange';
import { usdRateQueryOptions, accountBalanceQueryOptions } from '@/api/queries';
import type { ExchangeRateResponse, ListAccountTransactionsParams } from '@contract-kit/model';
import { useSession } from '@/features/auth';
import type { Big } from '@contract-kit/money';
import { parseRate } from '../lib/balances';
import { ACTIVITY_PAGE_SIZE } from '../lib/wallet-constants';

/** The signed-in user's balances map (spec 01 §7 GET /api/accounts/balance, query profileId). */
export function useWalletBalances() {
  const { data: user } = useSession();
  return useQuery({ ...accountBalanceQueryOptions(user?.profileId ?? ''), enabled: Boolean(user) });
}

const expiresAtOf = (response: ExchangeRateResponse | undefined): string | undefined => response?.expiresAt ?? (typeof response?.rate === 'object' ? response.rate.expiresAt : undefined);

/**
 * Rates to USD of the given currencies, each cached until its expiresAt (spec 02 §9). A failed rate is
 * null; the caller falls back to the spec's rates. `isSettled` once every rate answered or failed.
 */
export function useUsdRates(symbols: readonly string[]) {
  const results = useQueries({
    queries: symbols.map((symbol) => ({
      ...usdRateQueryOptions(symbol),
      staleTime: (query: { state: { data?: ExchangeRateResponse } }) => {
        const expiresAt = expiresAtOf(query.state.data);
        return expiresAt ? Math.max(0, Date.parse(expiresAt) - Date.now()) : 60_000;
      },
      retry: false,
    })),
  });
  const key = results.map((result) => `${result.status}:${result.dataUpdatedAt}`).join('|');
  const symbolsKey = symbols.join(',');
  return useMemo(() => {
    const rates: Record<string, Big | null> = {};
    symbols.forEach((symbol, index) => {
      rates[symbol] = parseRate(results[index]?.data);
    });
    return { rates, isSettled: results.every((result) => !result.isPending) };
    // `key` captures every result's state; `results` is a new array on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, symbolsKey]);
}

/** The history filter's query parameters of account activity (the contract's listAccountTransactions parameters). */
export type AccountActivityFilterParams = Omit<ListAccountTransactionsParams, 'skip' | 'take'>;

/** Account transactions that match `filter` (server-side), newest first, 10 per page in the card UI (spec 01 §9). */
export function useAccountActivity(filter: AccountActivityFilterParams = {}) {
  const { data: user } = useSession();
  return useInfiniteQuery({
    queryKey: [...getListAccountTransactionsQueryKey({ ...filter, take: ACTIVITY_PAGE_SIZE }), 'infinite'],
    queryFn: ({ pageParam, signal }) => listAccountTransactions({ ...filter, skip: pageParam, take: ACTIVITY_PAGE_SIZE }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.skip + last.transactions.length;
      return last.transactions.length > 0 && next < last.total ? next : undefined;
    },
    enabled: Boolean(user),
  });
}

/** Re-reads balances, rates and activity (after a transfer, withdrawal or purchase, or the refresh button). */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetAccountBalanceQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListAccountTransactionsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetExchangeRateQueryKey() }),
      ]).then(() => undefined),
    [queryClient],
  );
}
