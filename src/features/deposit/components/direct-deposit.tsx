import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiError } from '@/api/errors';
import { useGetAccountAddresses } from '@/api/generated/endpoints/accounts/accounts';
import { useGetBlockchains, useGetCurrencies } from '@/api/generated/endpoints/crypto/crypto';
import { CopyButton } from '@/components/copy-button';
import { QrCode } from '@/components/qr-code';
import { QR_SIZE_PX } from '../lib/constants';
import { defaultCurrency, defaultNetwork, depositableCurrencies, minimumDepositFor } from '../lib/defaults';

/** A service outage (502/503/504 or no connection) reads "Deposit service is temporarily unavailable" (spec 01 §8). */
const isOutage = (error: ApiError | null) => Boolean(error && (error.isNetworkError || [502, 503, 504].includes(error.status)));

/** Direct Deposit: network, currency, the account's address with a QR code and a copy button (spec 01 §2, §9). */
export function DirectDeposit() {
  const intl = useIntl();
  const chains = useGetBlockchains({ query: { staleTime: 5 * 60_000 } });
  const addresses = useGetAccountAddresses({ query: { staleTime: 5 * 60_000 } });
  const [chosenNetwork, setNetwork] = useState<string | null>(null);
  const [chosenCurrency, setCurrency] = useState<string | null>(null);

  const chain = chains.data?.data.find((candidate) => candidate.id === chosenNetwork) ?? defaultNetwork(chains.data?.data ?? []);
  const currencies = useGetCurrencies(chain?.id ?? '', { query: { enabled: Boolean(chain), staleTime: 60_000 } });
  const usable = depositableCurrencies(currencies.data?.data ?? []);
  const currency = usable.find((candidate) => candidate.symbol === chosenCurrency) ?? defaultCurrency(usable);
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
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void chains.refetch();
              void addresses.refetch();
            }}
          >
            {intl.formatMessage({ id: 'deposit.retry' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: isOutage(loadError) ? 'deposit.error.unavailable' : 'deposit.error.load' })}
      </Alert>
    );
  }

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={intl.formatMessage({ id: 'deposit.network' })}
          value={chain?.id ?? ''}
          onChange={(event) => {
            setNetwork(event.target.value);
            setCurrency(null);
          }}
          fullWidth
        >
          {(chains.data?.data ?? []).map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={intl.formatMessage({ id: 'deposit.currency' })}
          value={currency?.symbol ?? ''}
          onChange={(event) => setCurrency(event.target.value)}
          disabled={!currencies.isSuccess || usable.length === 0}
          fullWidth
        >
          {usable.map((candidate) => (
            <MenuItem key={candidate.symbol} value={candidate.symbol}>
              {intl.formatMessage({ id: 'deposit.currencyOption' }, { symbol: candidate.symbol, name: candidate.name })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {currencies.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void currencies.refetch()}>
              {intl.formatMessage({ id: 'deposit.retry' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: isOutage(currencies.error) ? 'deposit.error.unavailable' : 'deposit.error.currencies' })}
        </Alert>
      )}
      {currencies.isPending && <Skeleton variant="rounded" height={QR_SIZE_PX} />}
      {currencies.isSuccess && usable.length === 0 && <Alert severity="info">{intl.formatMessage({ id: 'deposit.noCurrencies' }, { network: chain?.name ?? '' })}</Alert>}

      {chain && currency && address && (
        <Stack spacing={2} sx={{ alignItems: 'center' }} component="section" aria-label={intl.formatMessage({ id: 'deposit.addressTitle' }, { currency: currency.symbol, network: chain.name })}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, alignSelf: 'stretch' }}>
            {intl.formatMessage({ id: 'deposit.addressTitle' }, { currency: currency.symbol, network: chain.name })}
          </Typography>
          <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 2, border: 1, borderColor: 'divider' }}>
            <QrCode value={address} size={QR_SIZE_PX} label={intl.formatMessage({ id: 'deposit.qrLabel' }, { network: chain.name })} />
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', alignSelf: 'stretch', bgcolor: 'action.hover', borderRadius: 1, pl: 1.5, pr: 0.5, py: 0.5 }}>
            <Typography data-testid="deposit-address" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flexGrow: 1, fontSize: 14 }}>
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
