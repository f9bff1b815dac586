import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { serverMessageOf, type ApiError } from '@/api/errors';
import type { Card } from '@contract-kit/model';
import { PaginationBar, paginationLabels, type PaginationBarMessageIds } from '@/components/pagination-bar';
import type { MessageId } from '@/i18n';
import type { PageInfo } from '@/lib/pagination';

/** What CardListStates needs of a query (a React Query result fits). */
interface QueryState {
  isPending: boolean;
  isError: boolean;
  error: ApiError | null;
}

/** A list's message ids: the fallback error, the no-card line and the empty state. */
export interface CardListMessageIds {
  fetchError: MessageId;
  noCards: MessageId;
  emptyTitle: MessageId;
  emptyDescription: MessageId;
  pagination: PaginationBarMessageIds;
}

export interface CardListStatesProps<T> {
  /** The user's cards (useCardSelection().cards). */
  cards: QueryState;
  /** The card whose list is shown; none when the user has no issued card. */
  selected: Card | undefined;
  /** The selected card's page of items. */
  list: QueryState & { isPlaceholderData: boolean; data: { data: T[] } | undefined };
  /** The page shown (pageInfo of the page asked for and the list's total) and how to ask for another. */
  page: { info: PageInfo; onChange: (page: number) => void; statusTestId: string };
  /** Shown while the cards or the page load. */
  loading: ReactNode;
  /** An error of either query, with the server's message when it sent one, else the `fetchError` text. */
  renderError: (message: string, failed: 'cards' | 'list') => ReactNode;
  ids: CardListMessageIds;
  /** The page of items, shown above its pagination bar. */
  children: (items: T[], card: Card) => ReactNode;
}

/**
 * The states of a card-scoped, paged list (card transactions, statements), in the order the user meets them:
 * cards loading, cards failed, no card, page loading, page failed, nothing yet, then the page with
 * 'Page X of Y (N total)', Previous and Next — dimmed and marked busy while the next page loads.
 */
export function CardListStates<T>({ cards, selected, list, page, loading, renderError, ids, children }: CardListStatesProps<T>): ReactNode {
  const intl = useIntl();
  if (cards.isPending) return loading;
  if (cards.isError) return renderError(serverMessageOf(cards.error) ?? intl.formatMessage({ id: ids.fetchError }), 'cards');
  if (!selected) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {intl.formatMessage({ id: ids.noCards })}
      </Typography>
    );
  }
  if (list.isPending) return loading;
  if (list.isError || !list.data) return renderError(serverMessageOf(list.error) ?? intl.formatMessage({ id: ids.fetchError }), 'list');
  if (list.data.data.length === 0) {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography variant="label">{intl.formatMessage({ id: ids.emptyTitle })}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {intl.formatMessage({ id: ids.emptyDescription })}
        </Typography>
      </Box>
    );
  }
  return (
    <Box aria-busy={list.isPlaceholderData || undefined} sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {children(list.data.data, selected)}
      <PaginationBar info={page.info} labels={paginationLabels(intl, ids.pagination, page.info)} isDisabled={list.isPlaceholderData} onChange={page.onChange} statusTestId={page.statusTestId} />
    </Box>
  );
}
