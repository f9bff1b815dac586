import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../lib/paysafe-constants';
import { serverNow } from '../lib/server-clock';

/** Milliseconds left until `expiredAt` on the server's clock, re-read every second (0 once expired). */
export function useServerCountdown(expiredAt: string | undefined): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!expiredAt) return 0;
  const at = Date.parse(expiredAt);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}
