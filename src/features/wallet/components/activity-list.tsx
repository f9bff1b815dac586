import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AccountTransaction } from '@contract-kit/model';
import { formatAmount, isDecimalString } from '@contract-kit/money';
import { getExportAccountTransactionsUrl } from '@/api/generated/endpoints/accounts/accounts';
import { HistoryFilter } from '@/components/history-filter';
import { useHistoryFilter } from '@/components/use-history-filter';
import { useAccountActivity, type AccountActivityFilterParams } from '../hooks/use-wallet';

const CATEGORY_IDS = {
  deposit: 'wallet.activity.category.deposit',
  withdrawal: 'wallet.activity.category.withdrawal',
  transfer: 'wallet.activity.category.transfer',
  exchange: 'wallet.activity.category.exchange',
  onramp: 'wallet.activity.category.onramp',
  card: 'wallet.activity.category.card',
  adjustment: 'wallet.activity.category.adjustment',
} as const;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, gap: { xs: 0, sm: 1 }, py: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The date and the time of a row, each kept whole, in the locale's own order and words ("Dec 1, 2026," "10:00 AM";
 * "2026年12月1日" "下午3:00"): split where the locale's date-time separator stands, so that a narrow row can wrap
 * between them.
 */
function dateAndTime(intl: IntlShape, iso: string): { date: string; time: string } {
  const parts = intl.formatDateToParts(iso, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  const timeStart = parts.findIndex((part) => part.type === 'hour' || part.type === 'dayPeriod');
  if (timeStart <= 0) return { date: parts.map((part) => part.value).join(''), time: '' };
  const separator = parts[timeStart - 1]?.type === 'literal' ? timeStart - 1 : timeStart;
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return { date: `${text(0, separator)}${text(separator, timeStart).trimEnd()}`, time: text(timeStart) };
}

function ActivityRow({ transaction }: { transaction: AccountTransaction }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const isCredit = transaction.type === 'CREDIT';
  const symbol = transaction.currency ?? transaction.accountType;
  const shown = isDecimalString(transaction.amount) ? formatAmount(transaction.amount, symbol, intl.locale) : transaction.amount;
  const signed = `${isCredit ? '+' : '−'}${shown} ${symbol}`;
  const when = dateAndTime(intl, transaction.createdAt);
  return (
    <ListItem disablePadding divider sx={{ display: 'block' }} data-transaction-id={transaction.id}>
      <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={isOpen} aria-controls={detailsId} sx={{ px: 1 }}>
        <ListItemAvatar sx={{ minWidth: 44 }}>
          <Avatar sx={{ width: 32, height: 32, bgcolor: isCredit ? 'success.main' : 'action.selected', color: isCredit ? 'success.contrastText' : 'text.primary' }} aria-hidden>
            {isCredit ? <CallReceivedIcon fontSize="small" /> : <CallMadeIcon fontSize="small" />}
          </Avatar>
        </ListItemAvatar>
        <Box sx={{ flexGrow: 1, minWidth: 0, mr: 0.5 }}>
          <Typography variant="medium" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', wordBreak: 'break-word' }}>
            {transaction.description}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            {/* Never cut: on a phone the time goes under the date rather than behind an ellipsis. */}
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }} data-testid="activity-when">
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {when.date}
              </Box>{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {when.time}
              </Box>
            </Typography>
            <Typography
              variant="label"
              sx={{ whiteSpace: 'nowrap', flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: isCredit ? 'success.main' : 'text.primary' }}
              data-testid="activity-amount"
            >
              {signed}
            </Typography>
          </Stack>
        </Box>
        {isOpen ? <ExpandLessIcon sx={{ ml: 0.5 }} /> : <ExpandMoreIcon sx={{ ml: 0.5 }} />}
      </ListItemButton>
      <Collapse in={isOpen} unmountOnExit>
        <Box component="dl" id={detailsId} sx={{ m: 0, px: 2, pb: 1.5 }}>
          <Detail label={intl.formatMessage({ id: 'wallet.activity.detail.type' })} value={intl.formatMessage({ id: isCredit ? 'wallet.activity.credit' : 'wallet.activity.debit' })} />
          {transaction.category && <Detail label={intl.formatMessage({ id: 'wallet.activity.detail.category' })} value={intl.formatMessage({ id: CATEGORY_IDS[transaction.category] })} />}
          <Detail label={intl.formatMessage({ id: 'wallet.activity.detail.amount' })} value={`${transaction.amount} ${symbol}`} />
          <Detail label={intl.formatMessage({ id: 'wallet.activity.detail.account' })} value={transaction.accountType} />
          <Detail label={intl.formatMessage({ id: 'wallet.activity.detail.date' })} value={intl.formatDate(transaction.createdAt, { dateStyle: 'full', timeStyle: 'medium' })} />
          <Detail label={intl.formatMessage({ id: 'wallet.activity.detail.description' })} value={transaction.description} />
          {transaction.reference && <Detail label={intl.formatMessage({ id: 'wallet.activity.detail.reference' })} value={transaction.reference} />}
          <Detail label={intl.formatMessage({ id: 'wallet.activity.detail.id' })} value={transaction.id} />
        </Box>
      </Collapse>
    </ListItem>
  );
}

/** The filter's choices: money in (CREDIT) and out (DEBIT). */
const FILTER_CHOICES = { type: ['CREDIT', 'DEBIT'] };

/**
 * The activity tab: account transactions with expandable rows (spec 02 §2, §8), with the history filter
 * (dates, direction, currency, amounts, text; `act…` in the address), applied by the server, and Export CSV.
 */
export function ActivityList() {
  const intl = useIntl();
  const history = useHistoryFilter('accountTransactions', FILTER_CHOICES);
  const params = history.params as AccountActivityFilterParams;
  const activity = useAccountActivity(params);
  const filter = (
    <HistoryFilter
      list="accountTransactions"
      filter={history.filter}
      onChange={history.change}
      typeOptions={[
        { value: 'CREDIT', label: intl.formatMessage({ id: 'wallet.activity.credit' }) },
        { value: 'DEBIT', label: intl.formatMessage({ id: 'wallet.activity.debit' }) },
      ]}
      textHint={intl.formatMessage({ id: 'historyFilter.hint.accountTransactions' })}
      exportHref={getExportAccountTransactionsUrl(params)}
      total={activity.data?.pages[0]?.total}
    />
  );
  return (
    <Box>
      {filter}
      <ActivityBody activity={activity} isFiltered={history.isActive} />
    </Box>
  );
}

function ActivityBody({ activity, isFiltered }: { activity: ReturnType<typeof useAccountActivity>; isFiltered: boolean }) {
  const intl = useIntl();

  if (activity.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={intl.formatMessage({ id: 'wallet.activity.loading' })} sx={{ py: 1 }}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={52} />
        ))}
      </Stack>
    );
  }
  if (activity.isError) {
    return (
      <Alert
        severity="error"
        sx={{ my: 1 }}
        action={
          <Button color="inherit" size="small" onClick={() => void activity.refetch()}>
            {intl.formatMessage({ id: 'wallet.refresh' })}
          </Button>
        }
      >
        {activity.error.message || intl.formatMessage({ id: 'wallet.activity.error' })}
      </Alert>
    );
  }
  const transactions = activity.data.pages.flatMap((page) => page.transactions);
  if (transactions.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {intl.formatMessage({ id: isFiltered ? 'historyFilter.noMatches' : 'wallet.activity.empty' })}
      </Typography>
    );
  }
  return (
    <Box>
      <List disablePadding aria-label={intl.formatMessage({ id: 'wallet.tab.activity' })}>
        {transactions.map((transaction) => (
          <ActivityRow key={transaction.id} transaction={transaction} />
        ))}
      </List>
      {activity.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 1.5 }}>
          <Button onClick={() => void activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
            {intl.formatMessage({ id: activity.isFetchingNextPage ? 'wallet.activity.loadingMore' : 'wallet.activity.loadMore' })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
