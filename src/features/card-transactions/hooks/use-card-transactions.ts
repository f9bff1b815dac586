import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getListCardTransactionsQueryKey, getListCardTransactionsQueryOptions } from '@/api/generated/endpoints/card-transactions/card-transactions';
import type { CardTransactionListResponse, MerchantCategory } from '@contract-kit/model';
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

/** One page (1-based, 10 a page) of a card's transactions (of one merchant category, when named): the hook's and the route loader's query. */
export const cardTransactionsQueryOptions = (cardId: string, page: number, category?: MerchantCategory) =>
  getListCardTransactionsQueryOptions({ cardId, skip: (page - 1) * CARD_TRANSACTIONS_PAGE_SIZE, take: CARD_TRANSACTIONS_PAGE_SIZE, ...(category ? { category } : {}) });

const selectPage = (response: CardTransactionListResponse) => response.data;

/** One page (1-based, 10 a page) of a card's transactions (of `category`, when named), newest first: data.data, data.total. */
export function useCardTransactions(cardId: string | undefined, page: number, category?: MerchantCategory) {
  return useQuery({ ...cardTransactionsQueryOptions(cardId ?? '', page, category), enabled: Boolean(cardId), placeholderData: keepPreviousData, select: selectPage });
}
