import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getGetCardStatementsQueryOptions } from '@/api/generated/endpoints/card-statements/card-statements';
import type { StatementListResponse } from '@contract-kit/model';
import { STATEMENTS_PAGE_SIZE } from '../lib/statements-constants';

/** One page (1-based) of a card's statements (getCardStatements(cardId, {skip, take})): the hook's and the route loader's query. */
export const cardStatementsQueryOptions = (cardId: string, page: number) => getGetCardStatementsQueryOptions(cardId, { skip: (page - 1) * STATEMENTS_PAGE_SIZE, take: STATEMENTS_PAGE_SIZE });

const selectPage = (response: StatementListResponse) => response.data;

/** One page (1-based) of a card's statements → data.data, data.total. */
export function useCardStatements(cardId: string | undefined, page: number, isEnabled: boolean) {
  return useQuery({ ...cardStatementsQueryOptions(cardId ?? '', page), enabled: isEnabled && Boolean(cardId), placeholderData: keepPreviousData, select: selectPage });
}
