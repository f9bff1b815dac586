import { useEffect, useState } from 'react';
import { onSessionExpired } from '@/api/session-events';
import { useSetSession } from './use-session';

/** Listens for a 401 on an authenticated call: ends the session client-side and remembers why. */
export function useSessionExpiry() {
  const setSession = useSetSession();
  const [isExpired, setExpired] = useState(false);
  useEffect(
    () =>
      onSessionExpired(() => {
        setExpired(true);
        setSession(null);
      }),
    [setSession],
  );
  return { isExpired, clearExpired: () => setExpired(false) };
}
