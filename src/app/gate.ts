import { onlineManager, type QueryClient, type QueryState } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import type { User } from '@contract-kit/model';
import { sessionQueryOptions } from '@/features/auth';
import { readOfflineSnapshot } from '@/lib/offline-snapshot';
import { dashboardData } from './screens';

/**
 * Spec 02 §2 root page, as the session decides it: checking (a spinner), signed out (the sign-in form), signed in
 * without the verified flag (the e-mail verification panel), verified (the dashboard) — or unreachable: the session
 * cannot be checked for lack of a connection (paused offline, or a network error; unlike a 401, which means signed
 * out), where the device's offline snapshot shows if there is one.
 */
export type Gate = { kind: 'checking' } | { kind: 'unreachable' } | { kind: 'signed-out' } | { kind: 'unverified'; user: User } | { kind: 'verified'; user: User };

type SessionState = Pick<QueryState<User | null>, 'status' | 'fetchStatus' | 'data' | 'error'>;

/** The gate a state of the session query calls for (the route's loader and the page read the same rule). */
export function gateOf(session: SessionState | undefined): Gate {
  if (!session) return { kind: 'checking' };
  const isUnreachable = (session.status === 'pending' && session.fetchStatus === 'paused') || (session.status === 'error' && isApiError(session.error) && session.error.isNetworkError);
  if (isUnreachable) return { kind: 'unreachable' };
  if (session.status === 'pending') return { kind: 'checking' };
  const user = session.data;
  if (!user) return { kind: 'signed-out' };
  return user.verified ? { kind: 'verified', user } : { kind: 'unverified', user };
}

/**
 * The `/` route's `beforeLoad`: the session, read once (`ensureQueryData`; the route shows the spinner meanwhile).
 * Offline the check is paused until the connection returns, so it is started but not waited for; a failure (a
 * network error after the retries, a 5xx) is left to the page, which shows it — never a route error.
 */
export async function checkSession(queryClient: QueryClient): Promise<Gate> {
  const options = sessionQueryOptions();
  // This device was signed in before (its last known balances are kept): the dashboard's data requests are likely
  // next, so their code downloads while the session is read.
  if (queryClient.getQueryData(options.queryKey) === undefined && readOfflineSnapshot()) dashboardData.preload();
  if (onlineManager.isOnline()) await queryClient.ensureQueryData(options).catch(() => undefined);
  else void queryClient.prefetchQuery(options);
  return gateOf(queryClient.getQueryState(options.queryKey));
}

/** The part of a gate the router compares: a change of it re-runs the route's loader. */
export function gateKey(gate: Gate): string {
  return 'user' in gate ? `${gate.kind}:${gate.user.id}` : gate.kind;
}
