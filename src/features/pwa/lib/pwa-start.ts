import { installPromptOffer, subscribeToInstallPrompt } from '@/lib/install-prompt';
import { registerServiceWorker } from './service-worker';

/**
 * What the PWA does from the page's start, before its notices' code has loaded (they load when there is
 * something to show, not with the sign-in screen): the service worker's registration and update checks, and what calls
 * for the install banner or the new-version prompt — the browser's install offer, a new version waiting. (The offline
 * and online notices are the app's toasts: src/features/pwa/components/pwa-notices.tsx.)
 */
let isNeeded = false;
let waiting: ServiceWorkerRegistration | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const need = () => {
  if (isNeeded) return;
  isNeeded = true;
  notify();
};
const started = new WeakSet<ServiceWorkerContainer>();

/** Calls `listener` when the notices become needed or the waiting version changes (useSyncExternalStore's subscribe). */
export function subscribeToPwa(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a notice has been called for since the page started (the notices' code then loads and stays). */
export const areNoticesNeeded = (): boolean => isNeeded;

/** The new version installed and waiting to take over (null when none, or once put off). */
export const waitingVersion = (): ServiceWorkerRegistration | null => waiting;

/** "Later" on the update prompt. */
export function putOffUpdate(): void {
  waiting = null;
  notify();
}

/** Registers the service worker once per page (production builds only: the development server has none). */
export function startServiceWorker(container: ServiceWorkerContainer): void {
  if (started.has(container)) return;
  started.add(container);
  registerServiceWorker(container, (registration) => {
    waiting = registration;
    notify();
    need();
  });
}

let isWatching = false;

/** Starts watching for the install offer, and the service worker (`isServiceWorkerEnabled`: production). */
export function startPwa(isServiceWorkerEnabled: boolean): void {
  if (!isWatching) {
    isWatching = true;
    const onOffer = () => {
      if (installPromptOffer()) need();
    };
    onOffer();
    subscribeToInstallPrompt(onOffer);
  }
  if (isServiceWorkerEnabled && 'serviceWorker' in navigator) startServiceWorker(navigator.serviceWorker);
}
