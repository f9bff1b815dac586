import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

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
export function createQueryClient(): QueryClient {
  // React Query assumes "online" until an offline event; a page opened offline starts offline.
  if (globalThis.navigator?.onLine === false) onlineManager.setOnline(false);
  const queryClient: QueryClient = new QueryClient({
    // Central, not in the forms: a mutation's refresh runs even when its dialog was closed meanwhile. Not awaited:
    // the mutation's outcome (its toast) does not wait for the refetches. The table is loaded when first needed,
    // so the generated endpoint modules it names stay out of the sign-in screen's JavaScript.
    mutationCache: new MutationCache({
      onSettled: (_data, error, _variables, _context, mutation) => {
        void import('./mutation-refreshes').then(({ refreshAfterMutation }) => refreshAfterMutation(queryClient, mutation, error));
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return queryClient;
}
