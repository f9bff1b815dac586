import { useQuery } from '@tanstack/react-query';
import { getGetCardsQueryOptions } from '@/api/generated/endpoints/cards/cards';
import type { CardListResponse } from '@/api/generated/model';

/** getCards: the hook's and the route loader's query. */
export const cardsQueryOptions = () => getGetCardsQueryOptions();

const selectCards = (response: CardListResponse) => response.data;

/** The signed-in user's cards (getCards), oldest first as the server answers. */
export function useCards() {
  return useQuery({ ...cardsQueryOptions(), select: selectCards });
}
