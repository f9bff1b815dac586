import { env } from '@/config/env';
import type { LiveEventListener, LiveStatusListener } from './event-stream';

/**
 * Development only: listens to the user's live events on the shared EventSource (loaded by a DEV-only dynamic
 * import). Returns the unsubscribe function; in production, or where EventSource does not exist, it does
 * nothing (and `onStatus` is never called, so callers keep polling).
 */
export function subscribeToLiveEvents(userId: string, listener: LiveEventListener, onStatus?: LiveStatusListener): () => void {
  if (!import.meta.env.DEV || typeof EventSource === 'undefined') return () => {};
  let isCancelled = false;
  let disconnect: (() => void) | undefined;
  void import('./event-stream').then(({ connectLiveEvents }) => {
    if (!isCancelled) disconnect = connectLiveEvents(env.apiBaseUrl, userId, listener, onStatus);
  });
  return () => {
    isCancelled = true;
    disconnect?.();
  };
}
