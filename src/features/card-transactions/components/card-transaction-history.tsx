import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useIntl } from 'react-intl';
import { usePlace } from '@/components/place-provider';
import { RetryAlert } from '@/components/retry-alert';
import { RefreshButton } from '@/components/refresh-button';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
import { CardListStates, CardPicker, useCardListPaging, useCardSelection, type CardListMessageIds } from '@/features/card-views';
import type { CardTransactionStatus, CardTransactionType, ListCardTransactionsParams } from '@contract-kit/model';
import { getExportCardTransactionsUrl } from '@/api/generated/endpoints/card-transactions/card-transactions';
import { HistoryFilter, type FilterOption } from '@/components/history-filter';
import { useHistoryFilter } from '@/components/use-history-filter';
import { CATEGORY_MESSAGE_IDS } from '@/features/spending-insights';
import type { MessageId } from '@/i18n/message-id';
import { useCardTransactions } from '../hooks/use-card-transactions';
import { CARD_TRANSACTIONS_PAGE_SIZE } from '../lib/card-transactions-constants';
import { BalanceSummary } from './balance-summary';
import { TransactionList } from './transaction-list';

/** The list's texts (spec 02 §2, §8). */
const LIST_IDS: CardListMessageIds = {
  fetchError: 'cardTransactions.error.fetch',
  noCards: 'cardTransactions.noCards',
  emptyTitle: 'cardTransactions.empty.title',
  emptyDescription: 'cardTransactions.empty.description',
  pagination: { navigation: 'cardTransactions.pagination.label', status: 'cardTransactions.pagination', previous: 'cardTransactions.previous', next: 'cardTransactions.next' },
};

/** The filter's type choices: the contract's types, named as the history names them. */
const TYPE_OPTION_IDS = {
  purchase: 'cardTransactions.type.purchase',
  payment: 'historyFilter.cardType.payment',
  refund: 'historyFilter.cardType.refund',
  deposit_fund: 'cardTransactions.type.depositFund',
  withdraw_fund: 'cardTransactions.type.withdrawFund',
  atm_withdrawal: 'cardTransactions.type.atmWithdrawal',
  fee: 'cardTransactions.type.fee',
  reversal: 'cardTransactions.type.reversal',
} as const satisfies Record<CardTransactionType, MessageId>;

const STATUS_OPTION_IDS = {
  cleared: 'cardTransactions.status.cleared',
  pending: 'cardTransactions.status.pending',
  declined: 'cardTransactions.status.declined',
  rejected: 'cardTransactions.status.rejected',
  reversed: 'cardTransactions.status.reversed',
} as const satisfies Record<CardTransactionStatus, MessageId>;

const FILTER_CHOICES = { type: Object.keys(TYPE_OPTION_IDS), status: Object.keys(STATUS_OPTION_IDS) };

/** The choices of a select: each value of `ids` with its text. */
export const optionsOf = (ids: Record<string, MessageId>, format: (id: MessageId) => string): FilterOption[] => Object.entries(ids).map(([value, id]) => ({ value, label: format(id) }));

function Loading() {
  const intl = useIntl();
  return (
    <Stack spacing={1} aria-busy="true" role="status" aria-label={intl.formatMessage({ id: 'cardTransactions.loading' })} sx={{ py: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'cardTransactions.loading' })}
      </Typography>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}

function ErrorWithRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <RetryAlert retryLabel={intl.formatMessage({ id: 'cardTransactions.retry' })} onRetry={onRetry} sx={{ my: 1 }} data-testid="card-transactions-error">
      {message}
    </RetryAlert>
  );
}

/**
 * The card transaction history (spec 02 §2 "Transaction history (card)", §4 "Card transactions", §8, §9): a
 * card selector defaulting to the first card, the card's balance, Refresh, the transactions — a table with
 * expandable rows on large screens, expandable cards on small ones — and pages of 10. The card and the page are
 * places (`?txCard=…&txPage=…`, src/lib/places.ts): a reload or a link shows the same page of the same card.
 * Above the list, the history filter (dates, type, status, merchant category, currency, amounts, text;
 * `tx…` in the address), applied by the server, and Export CSV of the filtered transactions. A category chosen in the
 * card's spending insights arrives as the filter's category (`txCategory`).
 */
export function CardTransactionHistory() {
  const intl = useIntl();
  const isWide = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
  const { place, set } = usePlace();
  const { cards, issued, selected } = useCardSelection(place.txCard);
  const page = place.txPage ?? 1;
  const setPage = (next: number) => set({ txPage: next > 1 ? next : undefined });
  const history = useHistoryFilter('cardTransactions', FILTER_CHOICES, { txPage: undefined });
  const filterParams = history.params as Omit<ListCardTransactionsParams, 'cardId'>;
  const transactions = useCardTransactions(selected?.id, page, filterParams);
  const format = (id: MessageId) => intl.formatMessage({ id });

  const { info, isRefreshing, refresh } = useCardListPaging({ cards, selected, list: transactions, page, pageSize: CARD_TRANSACTIONS_PAGE_SIZE, onPastEnd: setPage });

  const body = (
    <CardListStates
      cards={cards}
      selected={selected}
      list={transactions}
      loading={<Loading />}
      renderError={(message, failed) => <ErrorWithRetry message={message} onRetry={() => void (failed === 'cards' ? cards : transactions).refetch()} />}
      ids={history.isActive ? { ...LIST_IDS, emptyTitle: 'historyFilter.noMatches', emptyDescription: 'historyFilter.noMatches.hint' } : LIST_IDS}
      page={{ info, onChange: setPage, statusTestId: 'card-transactions-page' }}
    >
      {(items, card) => <TransactionList transactions={items} isWide={isWide} label={intl.formatMessage({ id: 'cardTransactions.table.label' }, { lastFour: card.lastFourDigits })} />}
    </CardListStates>
  );

  return (
    <Card component="section" aria-label={intl.formatMessage({ id: 'cardTransactions.title' })} data-testid="card-transaction-history">
      <CardContent>
        {/* A gap, not the children's margins: a control wrapped to the next line starts at the content's edge. */}
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {intl.formatMessage({ id: 'cardTransactions.title' })}
          </Typography>
          {selected && (
            <CardPicker cards={issued} selectedId={selected.id} label={intl.formatMessage({ id: 'cardTransactions.card.label' })} onSelect={(id) => set({ txCard: id, txPage: undefined })} />
          )}
          <RefreshButton onRefresh={refresh} isRefreshing={isRefreshing} label={intl.formatMessage({ id: 'cardTransactions.refresh' })} />
        </Stack>
        {selected && <BalanceSummary card={selected} />}
        {selected && (
          <HistoryFilter
            list="cardTransactions"
            filter={history.filter}
            onChange={history.change}
            typeOptions={optionsOf(TYPE_OPTION_IDS, format)}
            statusOptions={optionsOf(STATUS_OPTION_IDS, format)}
            categoryOptions={optionsOf(CATEGORY_MESSAGE_IDS, format)}
            textHint={format('historyFilter.hint.cardTransactions')}
            exportHref={getExportCardTransactionsUrl({ cardId: selected.id, ...filterParams })}
            total={transactions.data?.total}
          />
        )}
        {body}
      </CardContent>
    </Card>
  );
}
