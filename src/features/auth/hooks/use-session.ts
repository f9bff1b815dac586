import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetSessionQueryKey, getSession } from '@/api/generated/endpoints/auth/auth';
import type { User } from '@contract-kit/model';
import { isApiError } from '@/api/errors';
import { rememberSessionTimes, SESSION_DEADLINES_KEY, SESSION_END_CODE_KEY } from '../lib/session-times';

/** The session as the root page sees it: a user, or null when signed out (401 is an answer, not an error). */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: getGetSessionQueryKey(),
    queryFn: async ({ signal, client }): Promise<User | null> => {
      try {
        const response = await getSession({ signal });
        // When the session ends, for the idle warning (the user is what the app's screens read).
        rememberSessionTimes(client, response.session);
        return response.user;
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          if (error.code) client.setQueryData(SESSION_END_CODE_KEY, error.code);
          return null;
        }
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** Replaces the cached session (after sign-in, sign-out, or a 401 on an authenticated call). */
export function useSetSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User | null) => {
      if (user === null) {
        // Drop every user-scoped query: nothing of the previous user may linger in memory.
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== getGetSessionQueryKey()[0] });
        queryClient.removeQueries({ queryKey: SESSION_DEADLINES_KEY });
      }
      queryClient.setQueryData(getGetSessionQueryKey(), user);
    },
    [queryClient],
  );
}
