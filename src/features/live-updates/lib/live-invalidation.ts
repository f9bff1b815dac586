import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { eventRefreshKeys } from '@/api/refreshes';
import { connectLiveEvents, type LiveStatusListener } from './event-stream';

/** Events arriving within this window refresh each affected query once (a bulk injection sends thousands). */
export const INVALIDATION_WINDOW_MS = 200;

/**
 * Development only (dynamically imported): keeps the app's queries in step with the mock server's event stream —
 * an injected purchase, approval, withdrawal status, deposit or balance change shows without a reload. What each event
 * refreshes is its row of the app's one refresh table (src/api/refreshes.ts). Returns the stop function.
 */
export function startLiveInvalidation(queryClient: QueryClient, baseUrl: string, userId: string, onStatus?: LiveStatusListener): () => void {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const disconnect = connectLiveEvents(
    baseUrl,
    userId,
    (event) => {
      for (const key of eventRefreshKeys(event)) pending.set(JSON.stringify(key), key);
      if (pending.size > 0 && timer === undefined) timer = setTimeout(flush, INVALIDATION_WINDOW_MS);
    },
    onStatus,
  );
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    pending.clear();
    disconnect();
  };
}
