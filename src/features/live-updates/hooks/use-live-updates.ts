import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '@/config/env';

/**
 * Development only: while mounted, the signed-in user's queries follow the mock server's event stream. The
 * stream code is imported dynamically behind `import.meta.env.DEV`, so a production build has none of it (and
 * never calls /api/simulator/*).
 */
export function useLiveUpdates(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!import.meta.env.DEV || !userId || typeof EventSource === 'undefined') return;
    let isCancelled = false;
    let stop: (() => void) | undefined;
    void import('../lib/live-invalidation').then(({ startLiveInvalidation }) => {
      if (!isCancelled) stop = startLiveInvalidation(queryClient, env.apiBaseUrl, userId);
    });
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [queryClient, userId]);
}
