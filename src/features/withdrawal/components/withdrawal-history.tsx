import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { getExportWithdrawalsUrl, getGetWithdrawalQueryOptions, getListWithdrawalsQueryKey, listWithdrawals, useGetBlockchains } from '@/api/generated/endpoints/crypto/crypto';
import type { ListWithdrawalsParams, Withdrawal, WithdrawalStatus } from '@contract-kit/model';
import { HistoryFilter } from '@/components/history-filter';
import { useHistoryFilter } from '@/components/use-history-filter';
import type { MessageId } from '@/i18n/message-id';
import { refreshAfterEvent } from '@/api/refreshes';
import { useToast } from '@/components/toast-provider';
import { formatAmount } from '@contract-kit/money';
import { FINAL_STATUSES, HISTORY_PAGE_SIZE, STATUS_POLL_MS } from '../lib/withdrawal-constants';
import { failureReason } from '../lib/failure-reason';
import { withdrawalStatusCache } from '../lib/status-cache';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

const shortAddress = (address: string) => (address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address);

/**
 * Live statuses of the processing withdrawals shown: each is re-read every few seconds; the freshest value
 * goes into the status cache (dropped 30 s after it turns completed or failed, spec 01 §4).
 */
function useLiveStatuses(withdrawals: Withdrawal[], onSettled: (withdrawal: Withdrawal) => void) {
  // The cache is read at `now`, which moves with every poll (and when a status settles).
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  const processing = withdrawals.filter((withdrawal) => !FINAL_STATUSES.includes(withdrawalStatusCache.get(withdrawal.id, now) ?? withdrawal.status));
  const results = useQueries({
    queries: processing.map((withdrawal) => ({
      ...getGetWithdrawalQueryOptions(withdrawal.id),
      staleTime: 0,
      refetchInterval: STATUS_POLL_MS,
    })),
  });
  const seen = results.map((result) => (result.data ? `${result.data.data.id}:${result.data.data.status}` : '')).join('|');
  useEffect(() => {
    for (const result of results) {
      const withdrawal = result.data?.data;
      if (!withdrawal) continue;
      const before = withdrawalStatusCache.get(withdrawal.id, Date.now());
      withdrawalStatusCache.set(withdrawal.id, withdrawal.status, Date.now());
      if (before !== withdrawal.status && FINAL_STATUSES.includes(withdrawal.status)) onSettled(withdrawal);
    }
    // `seen` summarises the results; re-running on every render would re-announce nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seen]);
  const live = new Map(results.flatMap((result) => (result.data ? [[result.data.data.id, result.data.data.status] as const] : [])));
  return (withdrawal: Withdrawal) => live.get(withdrawal.id) ?? withdrawalStatusCache.get(withdrawal.id, now) ?? withdrawal.status;
}

type WithdrawalFilterParams = Omit<ListWithdrawalsParams, 'skip' | 'take'>;

/** The withdrawals that match `filter` (server-side), newest first, by pages of 10. */
function useWithdrawalHistory(filter: WithdrawalFilterParams) {
  return useInfiniteQuery({
    queryKey: [...getListWithdrawalsQueryKey({ ...filter, take: HISTORY_PAGE_SIZE }), 'infinite'],
    queryFn: ({ pageParam, signal }) => listWithdrawals({ ...filter, skip: pageParam, take: HISTORY_PAGE_SIZE }, { signal }),
    initialPageParam: 0,
    // Spec 01 §4: Load More shows while a full page is returned.
    getNextPageParam: (last) => (last.data.data.length === HISTORY_PAGE_SIZE ? last.data.skip + HISTORY_PAGE_SIZE : undefined),
    staleTime: 0,
  });
}

const STATUS_OPTION_IDS = { processing: 'withdrawal.status.processing', completed: 'withdrawal.status.completed', failed: 'withdrawal.status.failed' } as const satisfies Record<
  WithdrawalStatus,
  MessageId
>;
const FILTER_CHOICES = { status: Object.keys(STATUS_OPTION_IDS) };

/**
 * The Withdrawal History tab: newest first, Load More while a full page of 10 comes back (spec 01 §4); above it the
 * history filter (dates, status, currency, amounts, text; `wd…` in the address), applied by the server,
 * and Export CSV.
 */
export function WithdrawalHistory() {
  const intl = useIntl();
  const filter = useHistoryFilter('withdrawals', FILTER_CHOICES);
  const params = filter.params as WithdrawalFilterParams;
  const history = useWithdrawalHistory(params);
  return (
    <Box>
      <HistoryFilter
        list="withdrawals"
        filter={filter.filter}
        onChange={filter.change}
        statusOptions={Object.entries(STATUS_OPTION_IDS).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) }))}
        textHint={intl.formatMessage({ id: 'historyFilter.hint.withdrawals' })}
        exportHref={getExportWithdrawalsUrl(params)}
        total={history.data?.pages[0]?.data.total}
      />
      <WithdrawalHistoryBody history={history} isFiltered={filter.isActive} />
    </Box>
  );
}

function WithdrawalHistoryBody({ history, isFiltered }: { history: ReturnType<typeof useWithdrawalHistory>; isFiltered: boolean }) {
  const intl = useIntl();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const chains = useGetBlockchains({ query: { staleTime: 5 * 60_000 } });

  useEffect(() => {
    if (history.isError) toast({ title: intl.formatMessage({ id: 'withdrawal.toast.historyFailed' }), description: history.error.message, variant: 'destructive' });
  }, [history.isError, history.error, intl, toast]);

  const withdrawals = history.data?.pages.flatMap((page) => page.data.data) ?? [];
  // A withdrawal that settled (completed, or failed and released) is the change the event stream announces as
  // withdrawal.status-changed: its row of the refresh table says what to re-read (the history, the balances …).
  const statusOf = useLiveStatuses(withdrawals, (withdrawal) => void refreshAfterEvent(queryClient, { type: 'withdrawal.status-changed', id: withdrawal.id }));
  const chainName = (id: string) => chains.data?.data.find((chain) => chain.id === id)?.name ?? id;

  if (history.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={intl.formatMessage({ id: 'withdrawal.history.loading' })}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void history.refetch()}>
            {intl.formatMessage({ id: 'withdrawal.retry' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'withdrawal.toast.historyFailed' })}
      </Alert>
    );
  }
  if (withdrawals.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {intl.formatMessage({ id: isFiltered ? 'historyFilter.noMatches' : 'withdrawal.history.empty' })}
      </Typography>
    );
  }
  return (
    <Box>
      <List disablePadding aria-label={intl.formatMessage({ id: 'withdrawal.tab.history' })}>
        {withdrawals.map((withdrawal) => {
          const status = statusOf(withdrawal);
          return (
            <ListItem key={withdrawal.id} divider disableGutters sx={{ display: 'block', py: 1.5 }} data-withdrawal-id={withdrawal.id} data-status={status}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="label">
                  {formatAmount(withdrawal.amount, withdrawal.currency.symbol, intl.locale)} {withdrawal.currency.symbol}
                </Typography>
                <WithdrawalStatusBadge status={status} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }} title={withdrawal.to.address}>
                {intl.formatMessage({ id: 'withdrawal.history.to' }, { address: shortAddress(withdrawal.to.address), network: chainName(withdrawal.blockchainId) })}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {intl.formatDate(withdrawal.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </Typography>
              {status === 'failed' && (
                <>
                  {failureReason(intl, withdrawal) ? (
                    <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                      {failureReason(intl, withdrawal)}
                    </Typography>
                  ) : null}
                  <Typography variant="body2" color="text.secondary">
                    {intl.formatMessage({ id: 'withdrawal.history.refunded' }, { amount: `${formatAmount(withdrawal.amount, withdrawal.currency.symbol, intl.locale)} ${withdrawal.currency.symbol}` })}
                  </Typography>
                </>
              )}
            </ListItem>
          );
        })}
      </List>
      {history.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            {intl.formatMessage({ id: history.isFetchingNextPage ? 'withdrawal.history.loadingMore' : 'withdrawal.history.loadMore' })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
