import AddIcon from '@mui/icons-material/Add';
import ArrowOutwardIcon from '@mui/icons-material/ArrowOutward';
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
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { DepositDialog } from '@/features/deposit';
import { TransferDialog } from '@/features/transfer';
import { useWithdrawalAvailability, WithdrawalDialog } from '@/features/withdrawal';
import { formatUsd } from '@/lib/money';
import { useRefreshWallet, useUsdRates, useWalletBalances } from '../hooks/use-wallet';
import { cryptoSymbols, tokenRows, totalUsd } from '../lib/balances';
import { ActivityList } from './activity-list';
import { TokenList } from './token-list';

type DialogName = 'deposit' | 'transfer' | 'withdrawal' | null;
type TabValue = 'tokens' | 'activity';

/**
 * The account overview card (spec 02 §2 "Account overview card", §8): refresh, the estimated total in USD
 * with its "updated" time, Top up / Transfer / Withdrawal, and the tokens and activity tabs.
 */
export function AccountPanel() {
  const intl = useIntl();
  const titleId = useId();
  const tabsId = useId();
  const balances = useWalletBalances();
  const symbols = useMemo(() => cryptoSymbols(balances.data?.balances), [balances.data]);
  const { rates, isSettled } = useUsdRates(symbols);
  const withdrawal = useWithdrawalAvailability();
  const refresh = useRefreshWallet();
  const [dialog, setDialog] = useState<DialogName>(null);
  const [tab, setTab] = useState<TabValue>('tokens');
  const [isRefreshing, setRefreshing] = useState(false);

  const map = balances.data?.balances;
  const rows = useMemo(() => tokenRows(map, rates), [map, rates]);
  const total = useMemo(() => totalUsd(map, rates), [map, rates]);
  const hasAccounts = map !== undefined && Object.keys(map).length > 0;

  const onRefresh = () => {
    setRefreshing(true);
    void refresh().finally(() => setRefreshing(false));
  };
  const close = () => setDialog(null);
  const busy = isRefreshing || balances.isFetching;

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {intl.formatMessage({ id: 'wallet.title' })}
          </Typography>
          <Tooltip title={intl.formatMessage({ id: 'wallet.refresh' })}>
            <span>
              <IconButton onClick={onRefresh} disabled={busy} aria-label={intl.formatMessage({ id: 'wallet.refresh' })}>
                <RefreshIcon sx={busy ? { animation: 'spin 1s linear infinite', '@keyframes spin': { to: { transform: 'rotate(360deg)' } } } : undefined} />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>

        {balances.isPending ? (
          <Stack spacing={1.5} aria-busy="true" aria-label={intl.formatMessage({ id: 'wallet.loading' })}>
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" width="55%" height={48} />
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={180} />
          </Stack>
        ) : balances.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void balances.refetch()}>
                {intl.formatMessage({ id: 'wallet.tryAgain' })}
              </Button>
            }
          >
            {balances.error.message || intl.formatMessage({ id: 'wallet.loadFailed' })}
          </Alert>
        ) : (
          <>
            <Typography variant="overline" color="text.secondary" component="p">
              {intl.formatMessage({ id: 'wallet.total' })}
            </Typography>
            {isSettled ? (
              <Typography component="p" variant="h4" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="wallet-total">
                {formatUsd(total, intl.locale)}
              </Typography>
            ) : (
              <Skeleton variant="text" width="55%" height={48} />
            )}
            <Typography variant="caption" color="text.secondary" component="p">
              {intl.formatMessage({ id: 'wallet.updated' }, { time: intl.formatTime(balances.data.updatedAt, { hour: '2-digit', minute: '2-digit', second: '2-digit' }) })}
            </Typography>

            <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('deposit')}>
                {intl.formatMessage({ id: 'wallet.action.topUp' })}
              </Button>
              <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setDialog('transfer')}>
                {intl.formatMessage({ id: 'wallet.action.transfer' })}
              </Button>
              {/* Spec 02 §2: shown only while availability is checked (disabled, "Checking...") or when available. */}
              {withdrawal.isChecking ? (
                <Tooltip title={intl.formatMessage({ id: 'wallet.action.checking' })}>
                  <span>
                    <Button variant="outlined" startIcon={<ArrowOutwardIcon />} disabled>
                      {intl.formatMessage({ id: 'wallet.action.withdrawal' })}
                    </Button>
                  </span>
                </Tooltip>
              ) : withdrawal.isAvailable ? (
                <Button variant="outlined" startIcon={<ArrowOutwardIcon />} onClick={() => setDialog('withdrawal')}>
                  {intl.formatMessage({ id: 'wallet.action.withdrawal' })}
                </Button>
              ) : null}
            </Box>

            {!hasAccounts ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {intl.formatMessage({ id: 'wallet.noAccounts' })}
              </Typography>
            ) : (
              <>
                <Tabs value={tab} onChange={(_, value: TabValue) => setTab(value)} sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}>
                  <Tab value="tokens" label={intl.formatMessage({ id: 'wallet.tab.tokens' })} id={`${tabsId}-tokens`} aria-controls={`${tabsId}-panel-tokens`} />
                  <Tab value="activity" label={intl.formatMessage({ id: 'wallet.tab.activity' })} id={`${tabsId}-activity`} aria-controls={`${tabsId}-panel-activity`} />
                </Tabs>
                <Box role="tabpanel" id={`${tabsId}-panel-${tab}`} aria-labelledby={`${tabsId}-${tab}`} sx={{ pt: 1 }}>
                  {tab === 'tokens' ? <TokenList rows={rows} areRatesSettled={isSettled} /> : <ActivityList />}
                </Box>
              </>
            )}
          </>
        )}
      </CardContent>

      <DepositDialog open={dialog === 'deposit'} onClose={close} onBalancesChanged={() => void refresh()} />
      {dialog === 'transfer' && <TransferDialog open onClose={close} balances={map} onBalancesChanged={() => void refresh()} />}
      <WithdrawalDialog open={dialog === 'withdrawal'} onClose={close} balances={map} onBalancesChanged={() => void refresh()} />
    </Card>
  );
}
