import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useGetCardAddresses, useGetCardRepaymentAddresses } from '@/api/generated/endpoints/cards/cards';
import { CopyButton } from '@/components/copy-button';
import { NetworkCurrencyPicker } from '@/components/network-currency-picker';
import { QrCode } from '@/components/qr-code';
import { useNetworkCurrencySelection, type NetworkCurrencyRules } from '@/components/use-network-currency-selection';
import { RetryAlert } from '@/components/retry-alert';
import { useExchangeQuote } from '../hooks/use-exchange-quote';
import { bufferedCryptoAmount, displayCryptoAmount, formatPercent } from '../lib/amounts';
import { ADDRESS_QR_SIZE_PX } from '../lib/card-funding-constants';
import { isValidAddress } from '@contract-kit/rules/wallet';
import { defaultChain, defaultOnchainCurrency, supportedOnchainCurrencies } from '../lib/onchain';
import { QuoteSummary } from './quote-summary';

const ONCHAIN_RULES: NetworkCurrencyRules = { defaultNetwork: defaultChain, usableCurrencies: supportedOnchainCurrencies, defaultCurrency: defaultOnchainCurrency };

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
  const selection = useNetworkCurrencySelection(ONCHAIN_RULES);
  const { networksQuery: chains, currenciesQuery: currencies, network: chain, usableCurrencies: usable, currency } = selection;
  const fundingAddresses = useGetCardAddresses(cardId, { query: { enabled: kind === 'funding', staleTime: 5 * 60_000 } });
  const repaymentAddresses = useGetCardRepaymentAddresses(cardId, { query: { enabled: kind === 'repayment', staleTime: 5 * 60_000 } });
  const addresses = kind === 'funding' ? fundingAddresses : repaymentAddresses;
  const address = chain && addresses.data ? addresses.data.data[chain.eco] : undefined;
  const isAddressValid = Boolean(chain && isValidAddress(chain.eco, address));
  const isReady = Boolean(chain && currency && isAddressValid);
  const quote = useExchangeQuote(currency?.symbol, usdAmount);

  useEffect(() => {
    onSelectionChange?.({ network: chain?.id ?? null, currency: currency?.symbol ?? null, address: address ?? null, isReady });
  }, [address, chain?.id, currency?.symbol, isReady, onSelectionChange]);

  if (chains.isPending || addresses.isPending) {
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'cardFunding.onchain.loading' })}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={ADDRESS_QR_SIZE_PX} />
      </Stack>
    );
  }
  const loadError = chains.error ?? addresses.error;
  if (loadError) {
    return (
      <RetryAlert
        retryLabel={intl.formatMessage({ id: 'cardFunding.retry' })}
        onRetry={() => {
          void chains.refetch();
          void addresses.refetch();
        }}
      >
        {intl.formatMessage({ id: 'cardFunding.onchain.loadError' })}
        {loadError.message ? intl.formatMessage({ id: 'app.error.detail' }, { detail: loadError.message }) : null}
      </RetryAlert>
    );
  }

  const feePercent = feeRate ? formatPercent(feeRate, intl.locale) : null;
  const sendAmount = quote.quote && usdAmount ? displayCryptoAmount(bufferedCryptoAmount(quote.quote.amount, quote.quote.effectiveRate)) : null;

  return (
    <Stack spacing={2}>
      <NetworkCurrencyPicker
        selection={selection}
        labels={{
          network: intl.formatMessage({ id: 'cardFunding.onchain.network' }),
          currency: intl.formatMessage({ id: 'cardFunding.onchain.currency' }),
          currencyOption: (option) => intl.formatMessage({ id: 'cardFunding.onchain.currencyOption' }, { symbol: option.symbol, name: option.name }),
        }}
      />

      {currencies.isPending && chain ? <Skeleton variant="rounded" height={ADDRESS_QR_SIZE_PX} /> : null}
      {currencies.isError ? (
        <RetryAlert retryLabel={intl.formatMessage({ id: 'cardFunding.retry' })} onRetry={() => void currencies.refetch()}>
          {intl.formatMessage({ id: 'cardFunding.onchain.currenciesError' })}
        </RetryAlert>
      ) : null}
      {currencies.isSuccess && usable.length === 0 && chain ? <Alert severity="info">{intl.formatMessage({ id: 'cardFunding.onchain.noCurrencies' }, { network: chain.name })}</Alert> : null}
      {chain && currency && !isAddressValid ? <Alert severity="error">{intl.formatMessage({ id: 'cardFunding.onchain.invalidAddress' })}</Alert> : null}

      {chain && currency && address && isAddressValid ? (
        <Stack spacing={2} component="section" aria-label={intl.formatMessage({ id: 'cardFunding.onchain.addressTitle' }, { currency: currency.symbol, network: chain.name })}>
          <Typography component="h3" variant="subtitle1">
            {intl.formatMessage({ id: kind === 'repayment' ? 'cardFunding.onchain.repaymentAddressTitle' : 'cardFunding.onchain.addressTitle' }, { currency: currency.symbol, network: chain.name })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
            <Box sx={{ p: 1, bgcolor: '#fff', borderRadius: 2, border: 1, borderColor: 'divider', flexShrink: 0 }}>
              <QrCode value={address} size={ADDRESS_QR_SIZE_PX} label={intl.formatMessage({ id: 'cardFunding.onchain.qrLabel' }, { network: chain.name })} />
            </Box>
            <Stack spacing={1.5} sx={{ minWidth: 0, alignSelf: 'stretch' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', bgcolor: 'action.hover', borderRadius: 1, pl: 1.5, pr: 0.5, py: 0.5 }}>
                <Typography data-testid="card-onchain-address" sx={{ typography: 'mono', wordBreak: 'break-all', flexGrow: 1, fontSize: 14 }}>
                  {address}
                </Typography>
                <CopyButton value={address} label={intl.formatMessage({ id: 'cardFunding.onchain.copyLabel' })} />
              </Stack>
              {usdAmount ? (
                <QuoteSummary
                  quote={quote}
                  usdAmount={usdAmount}
                  currency={currency.symbol}
                  headline={sendAmount && quote.quote ? intl.formatMessage({ id: 'cardFunding.onchain.sendAtLeast' }, { amount: sendAmount, currency: currency.symbol }) : null}
                  headlineTestId="onchain-send-amount"
                  look="panel"
                />
              ) : null}
            </Stack>
          </Stack>
          <Alert severity="warning">{intl.formatMessage({ id: 'cardFunding.onchain.networkWarning' }, { currency: currency.symbol, network: chain.name })}</Alert>
          {feePercent ? (
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage({ id: 'cardFunding.onchain.feeNote' }, { fee: feePercent })}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
