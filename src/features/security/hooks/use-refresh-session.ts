import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '@contract-kit/model';
import { sessionQueryOptions } from '@/features/auth';

/**
 * Re-reads the session (GET /api/auth/session) so the dashboard sees the changed user (e-mail, MFA).
 * Resolves with the fresh user, or null when it could not be read (the old one stays shown).
 */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<User | null> => {
    try {
      return await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    } catch {
      return null;
    }
  }, [queryClient]);
}
