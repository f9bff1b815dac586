import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { putOffUpdate, startServiceWorker, subscribeToPwa, waitingVersion } from '../lib/pwa-start';
import { applyUpdate } from '../lib/service-worker';

const noVersionOnServer = () => null;

/**
 * Registers the service worker (production builds only: the development server has none; once per page, usually
 * already at the page's start: src/features/pwa/lib/pwa-start.ts) and exposes a waiting new version for the update
 * prompt.
 */
export function useServiceWorker(isEnabled: boolean = import.meta.env.PROD) {
  const container = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  useEffect(() => {
    if (isEnabled && container) startServiceWorker(container);
  }, [isEnabled, container]);
  const waiting = useSyncExternalStore(subscribeToPwa, waitingVersion, noVersionOnServer);

  const update = useCallback(() => {
    if (container && waiting) applyUpdate(container, waiting);
  }, [container, waiting]);

  return { isUpdateReady: waiting !== null, update, dismiss: putOffUpdate };
}
