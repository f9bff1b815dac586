import { useCallback, useEffect, useState } from 'react';
import { applyUpdate, registerServiceWorker } from '../lib/service-worker';

/**
 * Registers the service worker (production builds only: the development server has none) and exposes a
 * waiting new version for the update prompt.
 */
export function useServiceWorker(isEnabled: boolean = import.meta.env.PROD) {
  const [waiting, setWaiting] = useState<ServiceWorkerRegistration | null>(null);
  const container = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;

  useEffect(() => {
    if (!isEnabled || !container) return;
    return registerServiceWorker(container, setWaiting);
  }, [isEnabled, container]);

  const update = useCallback(() => {
    if (container && waiting) applyUpdate(container, waiting);
  }, [container, waiting]);

  return { isUpdateReady: waiting !== null, update, dismiss: () => setWaiting(null) };
}
