import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The e-mail verification in progress: the id from registration (registrationVerificationId) or from the
 * last resend, kept in memory only. A signed-in user without one is asked to request a code (spec 01 §4:
 * a missing verification id flags that a resend is needed). Signing out drops it with the other queries.
 */
export interface PendingVerification {
  email: string;
  verificationId: string;
}

const KEY = ['auth', 'pending-verification'] as const;

export function usePendingVerification(): PendingVerification | null {
  const { data } = useQuery<PendingVerification | null>({
    queryKey: KEY,
    queryFn: () => null,
    initialData: null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data;
}

export function useSetPendingVerification() {
  const queryClient = useQueryClient();
  return useCallback((pending: PendingVerification | null) => queryClient.setQueryData(KEY, pending), [queryClient]);
}
