import { useEffect, useState } from 'react';
import { subscribeToLiveEvents as subscribeToSharedLiveEvents, type LiveEvent } from '@/features/live-updates';
import { noteServerTime } from '../lib/server-clock';

/**
 * Development only: follows the mock server's event stream (GET /api/simulator/events, via EventSource) for the
 * signed-in user, to know whether it is open (when it is not — and always in production — the pending approvals are
 * polled instead) and to note the server's time of each approval event (the countdown). What an event refreshes is
 * the app's refresh table (src/api/refreshes.ts), applied by the live-updates feature.
 *
 * The stream module is imported dynamically behind `import.meta.env.DEV`: the production build has none of it.
 */
export function useLiveApprovalEvents(userId: string | undefined): boolean {
  const [isLive, setLive] = useState(false);
  useEffect(() => {
    if (!import.meta.env.DEV || !userId || typeof EventSource === 'undefined') return;
    return subscribeToSharedLiveEvents(
      userId,
      (event) => {
        if (event.type.startsWith('approval.')) noteServerTime(event.at);
      },
      setLive,
    );
  }, [userId]);
  return isLive && Boolean(userId);
}

/**
 * Development only: listens to the signed-in user's live events on the same shared EventSource (one per user,
 * owned by the live-updates feature, loaded by a DEV-only dynamic import). Returns the unsubscribe function; in
 * production, or where EventSource does not exist, it does nothing.
 */
export function subscribeToLiveEvents(userId: string, listener: (event: LiveEvent) => void): () => void {
  return subscribeToSharedLiveEvents(userId, listener);
}
