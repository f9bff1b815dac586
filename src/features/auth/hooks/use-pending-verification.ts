import { useGetEmailVerification } from '@/api/generated/endpoints/email/email';

/**
 * The signed-in user's e-mail verification in progress, as the server knows it (GET /api/email/verification): its id
 * and expiry, never the code. Asking the server rather than keeping the id from registration or resend means a reload
 * of the step still takes the code already mailed, and nothing of the verification is put in browser storage. `data`
 * null: no valid code is out, the step asks for a resend (spec 01 §4). The query is dropped as soon as the step is
 * gone, so the id does not linger in memory.
 */
export function usePendingVerification() {
  return useGetEmailVerification({ query: { select: (response) => response.data, staleTime: 0, gcTime: 0 } });
}
