import { SERVICE_WORKER_URL, SKIP_WAITING_MESSAGE, UPDATE_CHECK_INTERVAL_MS } from './pwa-constants';

/**
 * Registers the service worker and reports when a new version is installed and waiting (a new deploy).
 * The first install is not an "update": it only makes the app work offline.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer,
  onUpdateReady: (registration: ServiceWorkerRegistration) => void,
  options: { url?: string; checkIntervalMs?: number; doc?: Document } = {},
): () => void {
  const { url = SERVICE_WORKER_URL, checkIntervalMs = UPDATE_CHECK_INTERVAL_MS, doc = document } = options;
  let registration: ServiceWorkerRegistration | null = null;
  let isStopped = false;

  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      // A worker installed while another controls the page is a new version waiting to take over.
      if (worker.state === 'installed' && container.controller && registration && !isStopped) onUpdateReady(registration);
    };
    check();
    worker.addEventListener('statechange', check);
  };

  const checkForUpdate = () => {
    if (doc.visibilityState === 'visible') void registration?.update().catch(() => undefined);
  };

  container
    .register(url, { scope: '/' })
    .then((registered) => {
      if (isStopped) return;
      registration = registered;
      watch(registered.waiting);
      watch(registered.installing);
      registered.addEventListener('updatefound', () => watch(registered.installing));
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));

  const timer = setInterval(checkForUpdate, checkIntervalMs);
  doc.addEventListener('visibilitychange', checkForUpdate);
  return () => {
    isStopped = true;
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', checkForUpdate);
  };
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(container: ServiceWorkerContainer, registration: ServiceWorkerRegistration, reload: () => void = () => globalThis.location.reload()): void {
  const waiting = registration.waiting;
  if (!waiting) {
    reload();
    return;
  }
  let isReloading = false;
  container.addEventListener('controllerchange', () => {
    if (isReloading) return;
    isReloading = true;
    reload();
  });
  waiting.postMessage(SKIP_WAITING_MESSAGE);
}
