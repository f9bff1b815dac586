import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Query-key prefixes whose data a funding operation changes: cards, balances, account and card transactions. */
const CHANGED_PREFIXES = ['/api/cards', '/api/accounts', '/api/transactions'];

/** Re-reads everything money movements on a card change (the cards panel, balances, activity, card history). */
export function useRefreshAfterFunding() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const head = query.queryKey[0];
          return typeof head === 'string' && CHANGED_PREFIXES.some((prefix) => head.startsWith(prefix));
        },
      }),
    [queryClient],
  );
}
