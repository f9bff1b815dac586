import { queryOptions } from '@tanstack/react-query';
import { getGetPendingApprovalQueryKey, getPendingApproval } from '@/api/generated/endpoints/approvals/approvals';
import { noteServerTime } from '../lib/server-clock';

/** GET /api/cards/{id}/approval, noting the server's time of the answer for the countdown. */
export const pendingApprovalQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: getGetPendingApprovalQueryKey(cardId),
    queryFn: async ({ signal }) => {
      const response = await getPendingApproval(cardId, { signal });
      noteServerTime(response.serverTime);
      return response;
    },
    staleTime: 0,
  });
