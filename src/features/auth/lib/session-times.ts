import type { QueryClient } from '@tanstack/react-query';
import { getGetSessionQueryKey } from '@/api/generated/endpoints/auth/auth';
import type { SessionTimes } from '@contract-kit/model';

/**
 * When the session ends, on this device's clock: the server's deadlines (contract `SessionTimes`) moved by the time
 * left when its answer arrived (`idleExpiresAt − now`), so a device clock that is off (or a simulator that moved the
 * server's) changes nothing.
 */
export interface SessionDeadlines {
  /** Date.now() at which the idle timeout ends the session. */
  idleEndsAt: number;
  /** Date.now() at which the session's lifetime ends it. */
  lifetimeEndsAt: number;
  idleTimeoutSeconds: number;
}

/** Under the session's own key, so that dropping the user's queries at sign-out keeps the pair together. */
export const SESSION_DEADLINES_KEY = [...getGetSessionQueryKey(), 'deadlines'] as const;

/**
 * The code of the 401 with which the session check found the session ended (`SessionIdleTimeout`,
 * `SessionLifetimeEnded`): a reload after the timeout still tells the sign-in screen why.
 */
export const SESSION_END_CODE_KEY = [...getGetSessionQueryKey(), 'ended'] as const;

export function deadlinesOf(times: SessionTimes, receivedAt: number = Date.now()): SessionDeadlines {
  const serverNow = Date.parse(times.now);
  return {
    idleEndsAt: receivedAt + (Date.parse(times.idleExpiresAt) - serverNow),
    lifetimeEndsAt: receivedAt + (Date.parse(times.expiresAt) - serverNow),
    idleTimeoutSeconds: times.idleTimeoutSeconds,
  };
}

export function rememberSessionTimes(queryClient: QueryClient, times: SessionTimes): SessionDeadlines {
  const deadlines = deadlinesOf(times);
  queryClient.setQueryData(SESSION_DEADLINES_KEY, deadlines);
  return deadlines;
}
