import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetCardsQueryKey, useGetCards } from '@/api/generated/endpoints/cards/cards';
import type { Card, CardListResponse } from '@contract-kit/model';

/** The signed-in user's cards (getCards), oldest first as the server answers. */
export function useCards() {
  return useGetCards({ query: { select: (response) => response.data } });
}

/** Cache helpers around getCards: put a changed card in place at once, then re-read the list. */
export function useCardsCache() {
  const queryClient = useQueryClient();
  const replaceCard = useCallback(
    (card: Card) => {
      queryClient.setQueryData<CardListResponse>(getGetCardsQueryKey(), (current) =>
        current ? { ...current, data: current.data.map((candidate) => (candidate.id === card.id ? card : candidate)) } : current,
      );
    },
    [queryClient],
  );
  const refreshCards = useCallback(() => queryClient.invalidateQueries({ queryKey: getGetCardsQueryKey() }), [queryClient]);
  return { replaceCard, refreshCards };
}
