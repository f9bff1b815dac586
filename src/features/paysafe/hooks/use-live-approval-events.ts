import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getGetPendingApprovalQueryKey } from '@/api/generated/endpoints/approvals/approvals';
import { getGetCardsQueryKey } from '@/api/generated/endpoints/cards/cards';
import { subscribeToLiveEvents as subscribeToSharedLiveEvents, type LiveEvent } from '@/features/live-updates';
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
    return subscribeToSharedLiveEvents(
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
  }, [queryClient, userId]);
  return isLive && Boolean(userId);
}

/**
 * Development only: listens to the signed-in user's live events on the same shared EventSource (one per user,
 * owned by the live-updates feature, loaded by a DEV-only dynamic import). Returns the unsubscribe function; in
 * production, or where EventSource does not exist, it does nothing. Other features use it to refresh on events
 * (e.g. the card transaction history on card-transaction.created).
 */
export function subscribeToLiveEvents(userId: string, listener: (event: LiveEvent) => void): () => void {
  return subscribeToSharedLiveEvents(userId, listener);
}
