import { useEffect, useState } from 'react';

export type ConnectivityNotice = 'offline' | 'online' | null;

/**
 * Spec 01 §2: offline and online notices. Going offline (or starting offline) shows the offline notice;
 * coming back shows the online notice. The caller decides how long each stays.
 */
export function useConnectivityNotice() {
  const [notice, setNotice] = useState<ConnectivityNotice>(() => (globalThis.navigator?.onLine === false ? 'offline' : null));
  useEffect(() => {
    const offline = () => setNotice('offline');
    const online = () => setNotice('online');
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return { notice, dismiss: () => setNotice(null) };
}
