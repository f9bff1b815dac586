import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getListCardTransactionsQueryKey, getListCardTransactionsQueryOptions } from '@/api/generated/endpoints/card-transactions/card-transactions';
import type { CardTransactionListResponse, ListCardTransactionsParams } from '@contract-kit/model';
import { CARD_TRANSACTIONS_PAGE_SIZE } from '../lib/card-transactions-constants';

/**
 * The query key every page of card transactions starts with (`['/api/transactions/cards']`): invalidate it to
 * refresh the history (all cards), or `cardTransactionsQueryKeyOf(cardId)` for one card's pages.
 */
export function cardTransactionsQueryKeyPrefix() {
  return getListCardTransactionsQueryKey().slice(0, 1) as [string];
}

export function cardTransactionsQueryKeyOf(cardId: string) {
  return [...cardTransactionsQueryKeyPrefix(), { cardId }] as const;
}

/** The history filter's query parameters (server-side, the contract's listCardTransactions parameters). */
export type CardTransactionFilterParams = Omit<ListCardTransactionsParams, 'cardId' | 'skip' | 'take'>;

/** One page (1-based, 10 a page) of a card's transactions that match `filter`: the hook's and the route loader's query. */
export const cardTransactionsQueryOptions = (cardId: string, page: number, filter: CardTransactionFilterParams = {}) =>
  getListCardTransactionsQueryOptions({ cardId, ...filter, skip: (page - 1) * CARD_TRANSACTIONS_PAGE_SIZE, take: CARD_TRANSACTIONS_PAGE_SIZE });

const selectPage = (response: CardTransactionListResponse) => response.data;

/** One page (1-based, 10 a page) of a card's transactions that match `filter`, newest first: data.data, data.total. */
export function useCardTransactions(cardId: string | undefined, page: number, filter: CardTransactionFilterParams = {}) {
  return useQuery({ ...cardTransactionsQueryOptions(cardId ?? '', page, filter), enabled: Boolean(cardId), placeholderData: keepPreviousData, select: selectPage });
}
