import AddIcon from '@mui/icons-material/Add';
import ArrowOutwardIcon from '@mui/icons-material/ArrowOutward';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/errors';
import { usePlace } from '@/components/place-provider';
import { TabBar, tabPanelProps } from '@/components/tab-bar';
import { useValueAfterPaint } from '@/components/use-value-after-paint';
import { filterPlaceKeys } from '@/lib/places';
import { visuallyHidden } from '@/components/visually-hidden';
import { useSession } from '@/features/auth';
import { useIsOnline } from '@/components/use-is-online';
import { useWithdrawalAvailability } from '@/features/withdrawal';
import { formatUsd } from '@contract-kit/money';
import type { OfflineSnapshot } from '@/lib/offline-snapshot';
import { SPIN_ANIMATION } from '@/theme/animations';
import { ratesOfSnapshot, useRecordOfflineSnapshot } from '../hooks/use-offline-snapshot';
import { useRefreshWallet, useUsdRates, useWalletBalances } from '../hooks/use-wallet';
import { amountOf, cryptoSymbols, tokenRows, totalUsd } from '../lib/balances';
import { USD } from '../lib/wallet-constants';
import { ActivityList } from './activity-list';
import { TokenList } from './token-list';
import { Hint } from '@/components/hint';

type TabValue = 'tokens' | 'activity';
/** Why the balances on screen may not be current: offline, or the last refresh could not reach the server. */
type StaleReason = 'offline' | 'unreachable';

const STALE_MESSAGE = { offline: 'wallet.stale.offline', unreachable: 'wallet.stale.unreachable' } as const;

interface AccountPanelProps {
  /**
   * Offline start (no session check possible): the last known balances stored on this device. The panel
   * shows them read-only, marked as not current; actions that need the network are disabled.
   */
  offlineSnapshot?: OfflineSnapshot | null;
}

/**
 * The account overview card (spec 02 §2 "Account overview card", §8): refresh, the estimated total in USD
 * with its "updated" time, Top up / Transfer / Withdrawal, and the tokens and activity tabs. Top up, Transfer and
 * Withdrawal open their dialogs by naming them in the address (the app's dialog host shows them).
 *
 * Offline (or when the last refresh failed for lack of a connection) the last data stays on screen with a
 * "Last updated … may not be current" marker (a polite live region, tied to the total); every successful
 * load is kept as the device's offline snapshot (src/lib/offline-snapshot.ts).
 */
export function AccountPanel({ offlineSnapshot = null }: AccountPanelProps = {}) {
  const snapshot = offlineSnapshot;
  const { data: user } = useSession();
  const isOnline = useIsOnline();
  const balances = useWalletBalances();
  const symbols = useMemo(() => cryptoSymbols(balances.data?.balances), [balances.data]);
  // From a snapshot, the total uses the rates stored with it: no rate is fetched.
  const fetchedRates = useUsdRates(snapshot ? [] : symbols);
  const snapshotRates = useMemo(() => (snapshot ? ratesOfSnapshot(snapshot) : null), [snapshot]);
  const rates = snapshotRates ?? fetchedRates.rates;
  const isSettled = snapshot ? true : fetchedRates.isSettled;
  const withdrawal = useWithdrawalAvailability();

  useRecordOfflineSnapshot({ user: snapshot ? null : user, balances: balances.data?.balances, fetchedAt: balances.dataUpdatedAt, rates, areRatesSettled: isSettled });

  const { data, dataUpdatedAt, isPending, isError, error, isFetching, refetch } = balances;
  const { isChecking, isAvailable, reason } = withdrawal;
  const shown = useMemo<PanelData>(
    () => ({ snapshot, isOnline, balances: { data, dataUpdatedAt, isPending, isError, error, isFetching, refetch }, rates, isSettled, withdrawal: { isChecking, isAvailable, reason } }),
    [snapshot, isOnline, data, dataUpdatedAt, isPending, isError, error, isFetching, refetch, rates, isSettled, isChecking, isAvailable, reason],
  );
  // Each answer (the balances, every rate, the availability) re-renders this component at once: React renders the
  // updates of a query's store synchronously. The panel itself renders the new data deferred, in React's slices of a
  // few milliseconds (a dashboard start receives five rates; rendered synchronously, each is a 40–50 ms task).
  return <AccountPanelView data={useDeferredValue(shown)} />;
}

interface PanelData {
  snapshot: OfflineSnapshot | null;
  isOnline: boolean;
  balances: Pick<ReturnType<typeof useWalletBalances>, 'data' | 'dataUpdatedAt' | 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;
  rates: ReturnType<typeof useUsdRates>['rates'];
  isSettled: boolean;
  withdrawal: ReturnType<typeof useWithdrawalAvailability>;
}

const AccountPanelView = memo(function AccountPanelView({ data: { snapshot, isOnline, balances, rates, isSettled, withdrawal } }: { data: PanelData }) {
  const intl = useIntl();
  const titleId = useId();
  const tabsId = useId();
  const staleId = useId();
  const refresh = useRefreshWallet();
  const { openDialog, place } = usePlace();
  // An address with an activity filter (its `act…` keys) opens on the activity it filters.
  const [tab, setTab] = useState<TabValue>(() => (filterPlaceKeys('accountTransactions').some((key) => place[key] !== undefined) ? 'activity' : 'tokens'));
  // The tab shows selected at once; its panel (the activity: filters and a page of entries) renders after that paint.
  const shownTab = useValueAfterPaint(tab);
  const [isRefreshing, setRefreshing] = useState(false);

  const map = snapshot ? snapshot.balances : balances.data?.balances;
  const rows = useMemo(() => tokenRows(map, rates), [map, rates]);
  const total = useMemo(() => totalUsd(map, rates), [map, rates]);
  const usdBalance = amountOf(map, USD);
  const hasAccounts = map !== undefined && Object.keys(map).length > 0;

  const isRefreshFailedOffline = balances.isError && isApiError(balances.error) && balances.error.isNetworkError && balances.data !== undefined;
  const staleReason: StaleReason | null = !isOnline ? 'offline' : snapshot || isRefreshFailedOffline ? 'unreachable' : null;
  const fetchedAt = snapshot ? snapshot.fetchedAt : balances.dataUpdatedAt;
  // Actions that need the network before their form shows (addresses, networks, availability) wait for it.
  const isNetworkAction = !isOnline || snapshot !== null;
  const offlineHint = intl.formatMessage({ id: 'wallet.offline.actionUnavailable' });

  const onRefresh = () => {
    setRefreshing(true);
    void refresh().finally(() => setRefreshing(false));
  };
  const busy = isRefreshing || balances.isFetching;
  const isShowingData = snapshot !== null || (!balances.isPending && (!balances.isError || isRefreshFailedOffline));

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {intl.formatMessage({ id: 'wallet.title' })}
          </Typography>
          <Hint title={intl.formatMessage({ id: 'wallet.refresh' })}>
            <span>
              <IconButton onClick={onRefresh} disabled={busy || isNetworkAction} aria-label={intl.formatMessage({ id: 'wallet.refresh' })}>
                <RefreshIcon sx={busy ? { animation: SPIN_ANIMATION } : undefined} />
              </IconButton>
            </span>
          </Hint>
        </Stack>

        {!isShowingData && balances.isPending ? (
          <Stack spacing={1.5} aria-busy="true" aria-label={intl.formatMessage({ id: 'wallet.loading' })}>
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" width="55%" height={48} />
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={180} />
          </Stack>
        ) : !isShowingData && balances.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void balances.refetch()}>
                {intl.formatMessage({ id: 'wallet.tryAgain' })}
              </Button>
            }
          >
            {balances.error?.message || intl.formatMessage({ id: 'wallet.loadFailed' })}
          </Alert>
        ) : (
          <>
            <Typography variant="overline" color="text.secondary" component="p">
              {intl.formatMessage({ id: 'wallet.total' })}
            </Typography>
            {isSettled ? (
              <Typography
                component="p"
                variant="h4"
                sx={{ fontVariantNumeric: 'tabular-nums', color: staleReason ? 'text.secondary' : undefined }}
                data-testid="wallet-total"
                aria-describedby={staleReason ? staleId : undefined}
              >
                {formatUsd(total, intl.locale)}
              </Typography>
            ) : (
              <Skeleton variant="text" width="55%" height={48} />
            )}
            {/* The USD balance is in the total but not among the tokens: said, so that the figures add up on screen. */}
            {usdBalance.gt(0) ? (
              <Typography variant="body2" color="text.secondary" component="p" data-testid="wallet-usd-balance">
                {intl.formatMessage({ id: 'wallet.total.usdBalance' }, { amount: formatUsd(usdBalance, intl.locale) })}
              </Typography>
            ) : null}
            {!staleReason && balances.data && (
              <Typography variant="caption" color="text.secondary" component="p">
                {intl.formatMessage({ id: 'wallet.updated' }, { time: intl.formatTime(balances.data.updatedAt, { hour: '2-digit', minute: '2-digit', second: '2-digit' }) })}
              </Typography>
            )}
            {/* Always present, so assistive technology announces the marker when it appears. */}
            <Box role="status" aria-live="polite">
              {staleReason && (
                <Alert id={staleId} severity="warning" icon={<CloudOffOutlined fontSize="inherit" />} sx={{ mt: 1, py: 0 }} data-testid="wallet-not-current">
                  {intl.formatMessage({ id: STALE_MESSAGE[staleReason] }, { time: intl.formatDate(fetchedAt, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }) })}
                </Alert>
              )}
            </Box>

            <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {isNetworkAction ? (
                <OfflineDisabled hint={offlineHint}>
                  <Button variant="contained" startIcon={<AddIcon />} disabled>
                    {intl.formatMessage({ id: 'wallet.action.topUp' })}
                  </Button>
                </OfflineDisabled>
              ) : (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog({ dialog: 'deposit' })}>
                  {intl.formatMessage({ id: 'wallet.action.topUp' })}
                </Button>
              )}
              <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => openDialog({ dialog: 'transfer' })}>
                {intl.formatMessage({ id: 'wallet.action.transfer' })}
              </Button>
              {/* Spec 02 §2: shown only while availability is checked (disabled, "Checking...") or when available;
                  offline it cannot be checked or used: disabled, saying so. */}
              {isNetworkAction && (withdrawal.isChecking || withdrawal.isAvailable || snapshot) ? (
                <OfflineDisabled hint={offlineHint}>
                  <Button variant="outlined" startIcon={<ArrowOutwardIcon />} disabled>
                    {intl.formatMessage({ id: 'wallet.action.withdrawal' })}
                  </Button>
                </OfflineDisabled>
              ) : withdrawal.isChecking ? (
                <Hint title={intl.formatMessage({ id: 'wallet.action.checking' })}>
                  <span>
                    <Button variant="outlined" startIcon={<ArrowOutwardIcon />} disabled>
                      {intl.formatMessage({ id: 'wallet.action.withdrawal' })}
                    </Button>
                  </span>
                </Hint>
              ) : withdrawal.isAvailable ? (
                <Button variant="outlined" startIcon={<ArrowOutwardIcon />} onClick={() => openDialog({ dialog: 'withdrawal' })}>
                  {intl.formatMessage({ id: 'wallet.action.withdrawal' })}
                </Button>
              ) : withdrawal.reason ? (
                // Beyond spec 02 §2 (which only hides the button): the reason the server gave (spec 01 §6 keeps it),
                // where the button would be, so the user knows why they cannot withdraw.
                <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%', display: 'flex', alignItems: 'flex-start', gap: 0.75 }} data-testid="withdrawal-unavailable">
                  <InfoOutlined fontSize="small" aria-hidden sx={{ mt: '1px' }} />
                  {intl.formatMessage({ id: 'wallet.action.withdrawalUnavailable' }, { reason: withdrawal.reason })}
                </Typography>
              ) : null}
            </Box>

            {!hasAccounts ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {intl.formatMessage({ id: 'wallet.noAccounts' })}
              </Typography>
            ) : snapshot ? (
              // Offline start: only what the snapshot holds (the activity loads when the connection returns).
              <Box sx={{ pt: 1 }}>
                <TokenList rows={rows} areRatesSettled />
              </Box>
            ) : (
              <>
                <TabBar
                  value={tab}
                  onChange={setTab}
                  idPrefix={tabsId}
                  sx={{ mt: 2 }}
                  tabs={[
                    { value: 'tokens', label: intl.formatMessage({ id: 'wallet.tab.tokens' }) },
                    { value: 'activity', label: intl.formatMessage({ id: 'wallet.tab.activity' }) },
                  ]}
                />
                <Box {...tabPanelProps(tabsId, shownTab)} sx={{ pt: 1 }}>
                  {shownTab === 'tokens' ? <TokenList rows={rows} areRatesSettled={isSettled} /> : <ActivityList />}
                </Box>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
});

/** A disabled action with the reason it waits for the connection (tooltip, and read with the button). */
function OfflineDisabled({ hint, children }: { hint: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <Hint title={hint} describeChild>
      <span aria-describedby={hintId}>
        {children}
        <Box component="span" id={hintId} sx={visuallyHidden}>
          {hint}
        </Box>
      </span>
    </Hint>
  );
}
