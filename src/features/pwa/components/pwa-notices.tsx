import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@/components/toast-provider';
import { useIsOnline } from '@/components/use-is-online';
import { areNoticesNeeded, startPwa, subscribeToPwa } from '../lib/pwa-start';
import { OFFLINE_NOTICE_MS, ONLINE_NOTICE_MS } from '../lib/pwa-constants';
import { lazyComponent } from '@/components/lazy-component';
import { lazyModule } from '@/lib/lazy-module';

const PwaShell = lazyComponent(
  lazyModule(() => import('./pwa-shell')),
  (module) => module.PwaShell,
);
const notNeededOnServer = () => false;

/**
 * Spec 01 §2: the offline notice (5 s) when the connection goes or the page starts without one, the online notice
 * when it returns — as the app's toasts, whose code is the page's own: a notice that needs no download, since it
 * shows when there may be none. The connection as React Query sees it (useIsOnline), which pauses the requests too.
 */
function ConnectivityNotices() {
  const intl = useIntl();
  const { toast, dismiss } = useToast();
  const online = useIsOnline();
  const announced = useRef(true);
  const offlineNotice = useRef<number | null>(null);
  useEffect(() => {
    if (online === announced.current) return;
    announced.current = online;
    if (!online) {
      offlineNotice.current = toast({ title: intl.formatMessage({ id: 'pwa.offline' }), variant: 'warning', durationMs: OFFLINE_NOTICE_MS });
      return;
    }
    if (offlineNotice.current !== null) dismiss(offlineNotice.current);
    offlineNotice.current = null;
    toast({ title: intl.formatMessage({ id: 'pwa.online' }), variant: 'success', durationMs: ONLINE_NOTICE_MS });
  }, [online, intl, toast, dismiss]);
  return null;
}

/**
 * The PWA shell of spec 01 §2 as the page starts it: the offline and online notices, the service worker's
 * registration at once, and the install banner and the new-version prompt, whose code loads the first time one of
 * them is called for (src/features/pwa/lib/pwa-start.ts) — the sign-in screen's download does not carry it.
 */
export function PwaNotices({ isServiceWorkerEnabled = import.meta.env.PROD }: { isServiceWorkerEnabled?: boolean }) {
  useEffect(() => startPwa(isServiceWorkerEnabled), [isServiceWorkerEnabled]);
  const isNeeded = useSyncExternalStore(subscribeToPwa, areNoticesNeeded, notNeededOnServer);
  return (
    <>
      <ConnectivityNotices />
      {isNeeded ? (
        <Suspense fallback={null}>
          <PwaShell />
        </Suspense>
      ) : null}
    </>
  );
}
