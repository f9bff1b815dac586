import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Card as CardModel } from '@/api/generated/model';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
import { isApplicationStatus, useCards } from '@/features/cards';
import { useCardTransactions } from '../hooks/use-card-transactions';
import { useCardTransactionsLiveRefresh } from '../hooks/use-card-transactions-live-refresh';
import { useNow } from '../hooks/use-now';
import { CARD_TRANSACTIONS_PAGE_SIZE, RELATIVE_TIME_REFRESH_MS } from '../lib/constants';
import { pageInfo } from '../lib/pagination';
import { BalanceSummary } from './balance-summary';
import { PaginationBar } from './pagination-bar';
import { TransactionList } from './transaction-list';

function CardSelector({ cards, selectedId, onSelect }: { cards: readonly CardModel[]; selectedId: string; onSelect: (id: string) => void }) {
  const intl = useIntl();
  const labelId = useId();
  const label = intl.formatMessage({ id: 'cardTransactions.card.label' });
  return (
    <FormControl size="small" sx={{ minWidth: 200, flexGrow: { xs: 1, sm: 0 } }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select labelId={labelId} label={label} value={selectedId} onChange={(event) => onSelect(event.target.value)}>
        {cards.map((card) => (
          <MenuItem key={card.id} value={card.id}>
            {intl.formatMessage(
              { id: 'cardTransactions.card.option' },
              { name: card.name.trim() || intl.formatMessage({ id: card.model === 'credit' ? 'cardTransactions.card.credit' : 'cardTransactions.card.debit' }), lastFour: card.lastFourDigits },
            )}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

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
    <Alert
      severity="error"
      sx={{ my: 1 }}
      data-testid="card-transactions-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'cardTransactions.retry' })}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/**
 * The card transaction history (spec 02 §2 "Transaction history (card)", §4 "Card transactions", §8, §9): a
 * card selector defaulting to the first card, the card's balance, Refresh, the transactions — a table with
 * expandable rows on large screens, expandable cards on small ones — and pages of 10. In development a
 * transaction announced on the event stream appears without a manual refresh.
 */
export function CardTransactionHistory() {
  const intl = useIntl();
  const isWide = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  useCardTransactionsLiveRefresh();
  const cards = useCards();
  const issued = useMemo(() => (cards.data ?? []).filter((card) => !isApplicationStatus(card.status)), [cards.data]);
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const selected = issued.find((card) => card.id === chosenId) ?? issued[0];
  const transactions = useCardTransactions(selected?.id, page);

  const info = pageInfo(page, transactions.data?.total ?? 0, CARD_TRANSACTIONS_PAGE_SIZE);
  if (transactions.data && !transactions.isPlaceholderData && info.page !== page) setPage(info.page);
  const isRefreshing = cards.isFetching || transactions.isFetching;

  const refresh = () => {
    void cards.refetch();
    if (selected) void transactions.refetch();
  };

  let body: ReactNode;
  if (cards.isPending) body = <Loading />;
  else if (cards.isError) body = <ErrorWithRetry message={cards.error.message || intl.formatMessage({ id: 'cardTransactions.error.fetch' })} onRetry={() => void cards.refetch()} />;
  else if (!selected) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {intl.formatMessage({ id: 'cardTransactions.noCards' })}
      </Typography>
    );
  } else if (transactions.isPending) body = <Loading />;
  else if (transactions.isError) {
    body = <ErrorWithRetry message={transactions.error.message || intl.formatMessage({ id: 'cardTransactions.error.fetch' })} onRetry={() => void transactions.refetch()} />;
  } else if (transactions.data.data.length === 0) {
    body = (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{intl.formatMessage({ id: 'cardTransactions.empty.title' })}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {intl.formatMessage({ id: 'cardTransactions.empty.description' })}
        </Typography>
      </Box>
    );
  } else {
    body = (
      <Box aria-busy={transactions.isPlaceholderData || undefined} sx={{ opacity: transactions.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <TransactionList
          transactions={transactions.data.data}
          isWide={isWide}
          now={now}
          label={intl.formatMessage({ id: 'cardTransactions.table.label' }, { lastFour: selected.lastFourDigits })}
        />
        <PaginationBar info={info} isDisabled={transactions.isPlaceholderData} onChange={setPage} />
      </Box>
    );
  }

  return (
    <Card component="section" aria-label={intl.formatMessage({ id: 'cardTransactions.title' })} data-testid="card-transaction-history">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {intl.formatMessage({ id: 'cardTransactions.title' })}
          </Typography>
          {selected && (
            <CardSelector
              cards={issued}
              selectedId={selected.id}
              onSelect={(id) => {
                setChosenId(id);
                setPage(1);
              }}
            />
          )}
          <Button
            variant="outlined"
            size="small"
            onClick={refresh}
            disabled={isRefreshing}
            startIcon={isRefreshing ? <CircularProgress size={16} color="inherit" aria-hidden /> : <RefreshIcon />}
          >
            {intl.formatMessage({ id: 'cardTransactions.refresh' })}
          </Button>
        </Stack>
        {selected && <BalanceSummary card={selected} />}
        {body}
      </CardContent>
    </Card>
  );
}
