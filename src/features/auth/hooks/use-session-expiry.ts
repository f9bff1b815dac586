import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getGetSessionQueryKey } from '@/api/generated/endpoints/auth/auth';
import type { User } from '@contract-kit/model';
import { onEmailNotVerified, onSessionExpired } from '@/api/session-events';
import { useSetSession } from './use-session';
import { SESSION_END_CODE_KEY } from '../lib/session-times';
import type { SessionEndNotice } from '../components/auth-screen';

/** What the sign-in screen says about a session the server ended, by the 401's code. */
export function expiryNoticeOf(code: string | undefined): SessionEndNotice {
  if (code === 'SessionIdleTimeout') return 'session-idle';
  if (code === 'SessionLifetimeEnded') return 'session-lifetime';
  return 'session-expired';
}

/**
 * Listens for a 401 on an authenticated call: ends the session client-side and remembers why (the sign-in screen's
 * notice). Several calls may fail together: the first specific reason is kept.
 */
export function useSessionExpiry() {
  const setSession = useSetSession();
  const queryClient = useQueryClient();
  const [reported, setNotice] = useState<SessionEndNotice | null>(null);
  // The session check may have found the session ended already (a reload after the timeout): it leaves the code here.
  const checkedCode = useQuery({ queryKey: SESSION_END_CODE_KEY, queryFn: () => null as string | null, enabled: false, staleTime: Infinity }).data;
  const checked = checkedCode === 'SessionIdleTimeout' || checkedCode === 'SessionLifetimeEnded' ? expiryNoticeOf(checkedCode) : null;
  const notice = reported ?? checked;
  useEffect(
    () =>
      onSessionExpired((code) => {
        const next = expiryNoticeOf(code);
        setNotice((current) => (current && current !== 'session-expired' ? current : next));
        setSession(null);
      }),
    [setSession],
  );
  const clearExpired = () => {
    queryClient.removeQueries({ queryKey: SESSION_END_CODE_KEY });
    setNotice(null);
  };
  return { isExpired: notice !== null, notice, clearExpired };
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
