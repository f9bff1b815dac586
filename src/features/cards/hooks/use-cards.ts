import { useQuery } from '@tanstack/react-query';
import type { CardListResponse } from '@contract-kit/model';
import { cardsQueryOptions } from '@/api/queries';

const selectCards = (response: CardListResponse) => response.data;

/** The signed-in user's cards (getCards), oldest first as the server answers. */
export function useCards() {
  return useQuery({ ...cardsQueryOptions(), select: selectCards });
}
