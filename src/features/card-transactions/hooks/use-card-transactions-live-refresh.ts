import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetCardStatementsQueryKey } from '@/api/generated/endpoints/card-statements/card-statements';
import { getGetCardsQueryKey } from '@/api/generated/endpoints/cards/cards';
import { useSession } from '@/features/auth';
import { subscribeToLiveEvents } from '@/features/paysafe';
import { cardTransactionsQueryKeyOf, cardTransactionsQueryKeyPrefix } from './use-card-transactions';

/**
 * Development only (the mock server's event stream): a card-transaction.created event refreshes that card's
 * transaction pages, its statements (the open statement's balance) and the cards (balances), so a transaction
 * injected by the simulator appears without a manual refresh. Uses the shared EventSource of the paysafe
 * feature; does nothing in production.
 */
export function useCardTransactionsLiveRefresh(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.data?.id;
  useEffect(() => {
    if (!userId) return;
    return subscribeToLiveEvents(userId, (event) => {
      if (event.type !== 'card-transaction.created') return;
      const cardId = event.cardId;
      void queryClient.invalidateQueries({ queryKey: cardId ? cardTransactionsQueryKeyOf(cardId) : cardTransactionsQueryKeyPrefix() });
      if (cardId) void queryClient.invalidateQueries({ queryKey: getGetCardStatementsQueryKey(cardId) });
      void queryClient.invalidateQueries({ queryKey: getGetCardsQueryKey() });
    });
  }, [queryClient, userId]);
}
