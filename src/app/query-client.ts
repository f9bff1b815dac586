import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError, isOfflineError } from '@/api/errors';
import type * as Refreshes from '@/api/refreshes';
import { lazyModule } from '@/lib/lazy-module';

const MAX_RETRIES = 2;

/**
 * Client errors (4xx) are answers, not glitches: never retried. Network errors and 5xx get two more tries.
 * An offline failure is not retried either: nothing was sent, and the queries refetch when the connection
 * returns (React Query's reconnect refetch).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (isApiError(error)) return !error.isOffline && (error.status === 0 || error.status >= 500);
  return false;
}

/**
 * Offline behaviour:
 * - queries keep React Query's default `networkMode: 'online'`: offline they pause (keeping their last data,
 *   which the screens mark as not current) and refetch when the connection returns;
 * - mutations use `networkMode: 'always'`: the default would *pause* a submit made offline and leave its
 *   spinner running until the connection returns (and then send it unannounced). Instead the fetcher fails
 *   it at once with NETWORK_OFFLINE, the form keeps its input and says that nothing was sent.
 */
/** The refresh table's code (src/api/refreshes.ts); the dashboard preloads it at the user's first press. */
export const refreshesCode = lazyModule((): Promise<typeof Refreshes> => import('@/api/refreshes'));

export function createQueryClient(): QueryClient {
  // React Query assumes "online" until an offline event; a page opened offline starts offline.
  if (globalThis.navigator?.onLine === false) onlineManager.setOnline(false);
  const queryClient: QueryClient = new QueryClient({
    // What each mutation refreshes is its row of the app's one refresh table (src/api/refreshes.ts), applied here for
    // every mutation — so a refresh runs even when the dialog that started it was closed meanwhile, and no component
    // refreshes anything itself. Not awaited (a toast does not wait for refetches), except the rows that say so: the
    // flow then continues with the re-read data. The table is a chunk of its own, loaded with the first mutation that
    // can have a row (a generated one: a mutation key): the sign-in screen does not carry it.
    mutationCache: new MutationCache({
      onSettled: (_data, error, _variables, _context, mutation) => {
        if (!mutation.options.mutationKey || (error !== null && isOfflineError(error))) return undefined;
        const refresh = (module: typeof Refreshes) => module.refreshAfterMutation(queryClient, mutation, error);
        const refreshes = refreshesCode.current();
        return refreshes ? refresh(refreshes) : refreshesCode.load().then(refresh, () => undefined);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return queryClient;
}
