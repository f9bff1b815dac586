import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ApiError } from '@/api/errors';
import { useGetAccountAddresses } from '@/api/generated/endpoints/accounts/accounts';
import { CopyButton } from '@/components/copy-button';
import { NetworkCurrencyPicker } from '@/components/network-currency-picker';
import { QrCode } from '@/components/qr-code';
import { useNetworkCurrencySelection, type NetworkCurrencyRules } from '@/components/use-network-currency-selection';
import { RetryAlert } from '@/components/retry-alert';
import { QR_SIZE_PX } from '../lib/deposit-constants';
import { defaultCurrency, defaultNetwork, depositableCurrencies, minimumDepositFor } from '../lib/defaults';

const DEPOSIT_RULES: NetworkCurrencyRules = { defaultNetwork, usableCurrencies: depositableCurrencies, defaultCurrency };

/** A service outage (502/503/504 or no connection) reads "Deposit service is temporarily unavailable" (spec 01 §8). */
const isOutage = (error: ApiError | null) => Boolean(error && (error.isNetworkError || [502, 503, 504].includes(error.status)));

/** Direct Deposit: network, currency, the account's address with a QR code and a copy button (spec 01 §2, §9). */
export function DirectDeposit() {
  const intl = useIntl();
  const selection = useNetworkCurrencySelection(DEPOSIT_RULES);
  const { networksQuery: chains, currenciesQuery: currencies, network: chain, usableCurrencies: usable, currency } = selection;
  const addresses = useGetAccountAddresses({ query: { staleTime: 5 * 60_000 } });
  const address = chain && addresses.data ? addresses.data.data[chain.eco] : undefined;

  if (chains.isPending || addresses.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={intl.formatMessage({ id: 'deposit.loading' })}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={QR_SIZE_PX} width={QR_SIZE_PX} sx={{ alignSelf: 'center' }} />
      </Stack>
    );
  }

  const loadError = chains.error ?? addresses.error;
  if (loadError) {
    return (
      <RetryAlert
        retryLabel={intl.formatMessage({ id: 'deposit.retry' })}
        onRetry={() => {
          void chains.refetch();
          void addresses.refetch();
        }}
      >
        {intl.formatMessage({ id: isOutage(loadError) ? 'deposit.error.unavailable' : 'deposit.error.load' })}
      </RetryAlert>
    );
  }

  return (
    <Stack spacing={2.5}>
      <NetworkCurrencyPicker
        selection={selection}
        labels={{
          network: intl.formatMessage({ id: 'deposit.network' }),
          currency: intl.formatMessage({ id: 'deposit.currency' }),
          currencyOption: (option) => intl.formatMessage({ id: 'deposit.currencyOption' }, { symbol: option.symbol, name: option.name }),
        }}
      />

      {currencies.isError && (
        <RetryAlert retryLabel={intl.formatMessage({ id: 'deposit.retry' })} onRetry={() => void currencies.refetch()}>
          {intl.formatMessage({ id: isOutage(currencies.error) ? 'deposit.error.unavailable' : 'deposit.error.currencies' })}
        </RetryAlert>
      )}
      {currencies.isPending && <Skeleton variant="rounded" height={QR_SIZE_PX} />}
      {currencies.isSuccess && usable.length === 0 && <Alert severity="info">{intl.formatMessage({ id: 'deposit.noCurrencies' }, { network: chain?.name ?? '' })}</Alert>}

      {chain && currency && address && (
        <Stack spacing={2} sx={{ alignItems: 'center' }} component="section" aria-label={intl.formatMessage({ id: 'deposit.addressTitle' }, { currency: currency.symbol, network: chain.name })}>
          <Typography component="h3" variant="subtitle1" sx={{ alignSelf: 'stretch' }}>
            {intl.formatMessage({ id: 'deposit.addressTitle' }, { currency: currency.symbol, network: chain.name })}
          </Typography>
          <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 2, border: 1, borderColor: 'divider' }}>
            <QrCode value={address} size={QR_SIZE_PX} label={intl.formatMessage({ id: 'deposit.qrLabel' }, { network: chain.name })} />
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', alignSelf: 'stretch', bgcolor: 'action.hover', borderRadius: 1, pl: 1.5, pr: 0.5, py: 0.5 }}>
            <Typography data-testid="deposit-address" sx={{ typography: 'mono', wordBreak: 'break-all', flexGrow: 1, fontSize: 14 }}>
              {address}
            </Typography>
            <CopyButton value={address} label={intl.formatMessage({ id: 'deposit.copyLabel' })} />
          </Stack>
          <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
            {intl.formatMessage({ id: 'deposit.networkWarning' }, { currency: currency.symbol, network: chain.name })}
          </Alert>
          {minimumDepositFor(currency.symbol) && (
            <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
              {intl.formatMessage({ id: 'deposit.minimum' }, { minimum: minimumDepositFor(currency.symbol), currency: currency.symbol })}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
