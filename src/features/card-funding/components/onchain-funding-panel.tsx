import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetCardAddresses, useGetCardRepaymentAddresses } from '@/api/generated/endpoints/cards/cards';
import { useGetBlockchains, useGetCurrencies } from '@/api/generated/endpoints/crypto/crypto';
import { CopyButton } from '@/components/copy-button';
import { QrCode } from '@/components/qr-code';
import { formatUsd } from '@/lib/money';
import { useExchangeQuote } from '../hooks/use-exchange-quote';
import { bufferedCryptoAmount, displayCryptoAmount, displayRate, formatPercent } from '../lib/amounts';
import { ADDRESS_QR_SIZE_PX } from '../lib/constants';
import { defaultChain, defaultOnchainCurrency, isValidAddress, supportedOnchainCurrencies } from '../lib/onchain';

export interface OnchainSelection {
  network: string | null;
  currency: string | null;
  address: string | null;
  /** Network, currency and a valid address are in place (spec 02 §4 step 3). */
  isReady: boolean;
}

interface OnchainFundingPanelProps {
  cardId: string;
  /** The card's deposit / stake addresses, or a credit card's repayment addresses. */
  kind: 'funding' | 'repayment';
  /** USD the transfer must bring: shown as the crypto to send, with the 0.5 % buffer. Null shows no amount. */
  usdAmount: string | null;
  /** The direct fee rate, shown as a note (already included in `usdAmount`). */
  feeRate?: string;
  onSelectionChange?: (selection: OnchainSelection) => void;
}

/**
 * Direct crypto on-chain (spec 02 §4): choose a network (the first listed by default) and a currency (USDT by
 * default; only supported, enabled ones), then the card's address for that chain family with a QR code and a copy
 * button, and the amount to send — the quote plus the 0.5 % buffer, rounded up to 6 decimals, shown with 4.
 */
export function OnchainFundingPanel({ cardId, kind, usdAmount, feeRate, onSelectionChange }: OnchainFundingPanelProps) {
  const intl = useIntl();
  const chains = useGetBlockchains({ query: { staleTime: 5 * 60_000 } });
  const fundingAddresses = useGetCardAddresses(cardId, { query: { enabled: kind === 'funding', staleTime: 5 * 60_000 } });
  const repaymentAddresses = useGetCardRepaymentAddresses(cardId, { query: { enabled: kind === 'repayment', staleTime: 5 * 60_000 } });
  const addresses = kind === 'funding' ? fundingAddresses : repaymentAddresses;
  const [chosenNetwork, setNetwork] = useState<string | null>(null);
  const [chosenCurrency, setCurrency] = useState<string | null>(null);

  const chainList = chains.data?.data ?? [];
  const chain = chainList.find((candidate) => candidate.id === chosenNetwork) ?? defaultChain(chainList);
  const currencies = useGetCurrencies(chain?.id ?? '', { query: { enabled: Boolean(chain), staleTime: 60_000 } });
  const usable = supportedOnchainCurrencies(currencies.data?.data ?? []);
  const currency = usable.find((candidate) => candidate.symbol === chosenCurrency) ?? defaultOnchainCurrency(usable);
  const address = chain && addresses.data ? addresses.data.data[chain.eco] : undefined;
  const isAddressValid = Boolean(chain && isValidAddress(chain.eco, address));
  const isReady = Boolean(chain && currency && isAddressValid);
  const quote = useExchangeQuote(currency?.symbol, usdAmount);

  useEffect(() => {
    onSelectionChange?.({ network: chain?.id ?? null, currency: currency?.symbol ?? null, address: address ?? null, isReady });
  }, [address, chain?.id, currency?.symbol, isReady, onSelectionChange]);

  if (chains.isPending || addresses.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={intl.formatMessage({ id: 'cardFunding.onchain.loading' })}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={ADDRESS_QR_SIZE_PX} />
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
            {intl.formatMessage({ id: 'cardFunding.retry' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'cardFunding.onchain.loadError' })}
        {loadError.message ? `: ${loadError.message}` : ''}
      </Alert>
    );
  }

  const feePercent = feeRate ? formatPercent(feeRate, intl.locale) : null;
  const sendAmount = quote.quote && usdAmount ? displayCryptoAmount(bufferedCryptoAmount(quote.quote.amount, quote.quote.effectiveRate)) : null;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={intl.formatMessage({ id: 'cardFunding.onchain.network' })}
          value={chain?.id ?? ''}
          onChange={(event) => {
            setNetwork(event.target.value);
            setCurrency(null);
          }}
          fullWidth
        >
          {chainList.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={intl.formatMessage({ id: 'cardFunding.onchain.currency' })}
          value={currency?.symbol ?? ''}
          onChange={(event) => setCurrency(event.target.value)}
          disabled={!currencies.isSuccess || usable.length === 0}
          fullWidth
        >
          {usable.map((candidate) => (
            <MenuItem key={candidate.symbol} value={candidate.symbol}>
              {intl.formatMessage({ id: 'cardFunding.onchain.currencyOption' }, { symbol: candidate.symbol, name: candidate.name })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {currencies.isPending && chain ? <Skeleton variant="rounded" height={ADDRESS_QR_SIZE_PX} /> : null}
      {currencies.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void currencies.refetch()}>
              {intl.formatMessage({ id: 'cardFunding.retry' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'cardFunding.onchain.currenciesError' })}
        </Alert>
      ) : null}
      {currencies.isSuccess && usable.length === 0 && chain ? (
        <Alert severity="info">{intl.formatMessage({ id: 'cardFunding.onchain.noCurrencies' }, { network: chain.name })}</Alert>
      ) : null}
      {chain && currency && !isAddressValid ? <Alert severity="error">{intl.formatMessage({ id: 'cardFunding.onchain.invalidAddress' })}</Alert> : null}

      {chain && currency && address && isAddressValid ? (
        <Stack spacing={2} component="section" aria-label={intl.formatMessage({ id: 'cardFunding.onchain.addressTitle' }, { currency: currency.symbol, network: chain.name })}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {intl.formatMessage({ id: kind === 'repayment' ? 'cardFunding.onchain.repaymentAddressTitle' : 'cardFunding.onchain.addressTitle' }, { currency: currency.symbol, network: chain.name })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
            <Box sx={{ p: 1, bgcolor: '#fff', borderRadius: 2, border: 1, borderColor: 'divider', flexShrink: 0 }}>
              <QrCode value={address} size={ADDRESS_QR_SIZE_PX} label={intl.formatMessage({ id: 'cardFunding.onchain.qrLabel' }, { network: chain.name })} />
            </Box>
            <Stack spacing={1.5} sx={{ minWidth: 0, alignSelf: 'stretch' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', bgcolor: 'action.hover', borderRadius: 1, pl: 1.5, pr: 0.5, py: 0.5 }}>
                <Typography data-testid="card-onchain-address" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flexGrow: 1, fontSize: 14 }}>
                  {address}
                </Typography>
                <CopyButton value={address} label={intl.formatMessage({ id: 'cardFunding.onchain.copyLabel' })} />
              </Stack>
              {usdAmount ? (
                <Box aria-live="polite">
                  {quote.isLoading ? <Skeleton width="70%" /> : null}
                  {sendAmount && quote.quote ? (
                    <>
                      <Typography sx={{ fontWeight: 700 }} data-testid="onchain-send-amount">
                        {intl.formatMessage({ id: 'cardFunding.onchain.sendAtLeast' }, { amount: sendAmount, currency: currency.symbol })}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {intl.formatMessage(
                          { id: 'cardFunding.quote.details' },
                          { usd: formatUsd(usdAmount, intl.locale), rate: displayRate(quote.quote.effectiveRate, currency.symbol), currency: currency.symbol },
                        )}
                      </Typography>
                      {quote.quote.isFallback ? (
                        <Typography variant="body2" color="warning.main">
                          {intl.formatMessage({ id: 'cardFunding.quote.fallback' })}
                        </Typography>
                      ) : null}
                    </>
                  ) : null}
                  {quote.error ? (
                    <Alert
                      severity="warning"
                      action={
                        <Button color="inherit" size="small" onClick={() => void quote.refetch()}>
                          {intl.formatMessage({ id: 'cardFunding.retry' })}
                        </Button>
                      }
                    >
                      {intl.formatMessage({ id: 'cardFunding.quote.failed' })}
                      {quote.error.message ? `: ${quote.error.message}` : ''}
                    </Alert>
                  ) : null}
                </Box>
              ) : null}
            </Stack>
          </Stack>
          <Alert severity="warning">{intl.formatMessage({ id: 'cardFunding.onchain.networkWarning' }, { currency: currency.symbol, network: chain.name })}</Alert>
          {feePercent ? <Typography variant="body2" color="text.secondary">{intl.formatMessage({ id: 'cardFunding.onchain.feeNote' }, { fee: feePercent })}</Typography> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
