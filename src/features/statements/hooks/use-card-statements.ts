import { keepPreviousData } from '@tanstack/react-query';
import { useGetCardStatements } from '@/api/generated/endpoints/card-statements/card-statements';
import { STATEMENTS_PAGE_SIZE } from '../lib/constants';

/** One page (1-based) of a card's statements: getCardStatements(cardId, {skip, take}) → data.data, data.total. */
export function useCardStatements(cardId: string | undefined, page: number, isEnabled: boolean) {
  return useGetCardStatements(
    cardId ?? '',
    { skip: (page - 1) * STATEMENTS_PAGE_SIZE, take: STATEMENTS_PAGE_SIZE },
    { query: { enabled: isEnabled && Boolean(cardId), placeholderData: keepPreviousData, select: (response) => response.data } },
  );
}
