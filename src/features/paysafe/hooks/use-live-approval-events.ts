import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getGetPendingApprovalQueryKey } from '@/api/generated/endpoints/approvals/approvals';
import { getGetCardsQueryKey } from '@/api/generated/endpoints/cards/cards';
import { env } from '@/config/env';
import { noteServerTime } from '../lib/server-clock';

/**
 * Development only: follows the mock server's event stream (GET /api/simulator/events, via EventSource) for the
 * signed-in user. A PaySafe approval created, decided or expired refreshes that card's pending approval; a card
 * change or a new card transaction refreshes the cards. Returns whether the stream is open (when it is not —
 * and always in production — the pending approvals are polled instead).
 *
 * The stream module is imported dynamically behind `import.meta.env.DEV`: the production build has none of it.
 */
export function useLiveApprovalEvents(userId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const [isLive, setLive] = useState(false);
  useEffect(() => {
    if (!import.meta.env.DEV || !userId || typeof EventSource === 'undefined') return;
    let isCancelled = false;
    let disconnect: (() => void) | undefined;
    void import('../lib/live-events').then(({ connectLiveEvents }) => {
      if (isCancelled) return;
      disconnect = connectLiveEvents(
        env.apiBaseUrl,
        userId,
        (event) => {
          if (event.type.startsWith('approval.')) {
            noteServerTime(event.at);
            if (event.cardId) void queryClient.invalidateQueries({ queryKey: getGetPendingApprovalQueryKey(event.cardId) });
          } else {
            void queryClient.invalidateQueries({ queryKey: getGetCardsQueryKey() });
          }
        },
        setLive,
      );
    });
    return () => {
      isCancelled = true;
      disconnect?.();
    };
  }, [queryClient, userId]);
  return isLive && Boolean(userId);
}
