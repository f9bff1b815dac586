import { useEffect, useRef } from 'react';
import type { Card } from '@contract-kit/model';
import { pageInfo, type PageInfo } from '@/lib/pagination';

/** What the paging needs of the cards query and of the list query (React Query results fit). */
interface Refetchable {
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface CardListPaging {
  /** The page shown: the page asked for, or the last one when it asked beyond it. */
  info: PageInfo;
  /** Either query is fetching (Refresh spins). */
  isRefreshing: boolean;
  /** Refetches the cards and the selected card's list. */
  refresh: () => void;
}

/**
 * The paging and Refresh of a card-scoped list (card transactions, statements): a page beyond the last (a link, fewer
 * items since) is corrected to the last page once, through `onPastEnd`, as soon as the list has answered for it.
 */
export function useCardListPaging(options: {
  cards: Refetchable;
  selected: Card | undefined;
  list: Refetchable & { isPlaceholderData: boolean; data: { total?: number } | undefined };
  page: number;
  pageSize: number;
  onPastEnd: (lastPage: number) => void;
}): CardListPaging {
  const { cards, selected, list, page, pageSize } = options;
  const info = pageInfo(page, list.data?.total ?? 0, pageSize);
  const isPastEnd = list.data !== undefined && !list.isPlaceholderData && info.page !== page;
  const onPastEnd = useRef(options.onPastEnd);
  useEffect(() => {
    onPastEnd.current = options.onPastEnd;
  });
  useEffect(() => {
    // Once per correction.
    if (isPastEnd) onPastEnd.current(info.page);
  }, [isPastEnd, info.page]);
  return {
    info,
    isRefreshing: cards.isFetching || list.isFetching,
    refresh: () => {
      void cards.refetch();
      if (selected) void list.refetch();
    },
  };
}
