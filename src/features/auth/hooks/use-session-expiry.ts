import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getGetSessionQueryKey } from '@/api/generated/endpoints/auth/auth';
import type { User } from '@contract-kit/model';
import { onEmailNotVerified, onSessionExpired } from '@/api/session-events';
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

/**
 * Listens for a 403 EmailNotVerified (the server refused money movement or a card operation because the session's
 * e-mail address is not verified): the session's user is marked unverified, so the session gate shows the e-mail
 * verification step instead of the dashboard.
 */
export function useEmailVerificationRequired() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onEmailNotVerified(() => {
        queryClient.setQueryData<User | null>(getGetSessionQueryKey(), (user) => (user ? { ...user, verified: false } : user));
      }),
    [queryClient],
  );
}
