import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatErrorMessage } from '@/api/errors';
import { useGetAccountAddresses } from '@/api/generated/endpoints/accounts/accounts';
import { useGetBlockchains } from '@/api/generated/endpoints/crypto/crypto';
import { useCreateOnrampSession, useGetOnrampProviders } from '@/api/generated/endpoints/onramp/onramp';
import type { OnrampNetwork, OnrampProvider, OnrampSession } from '@contract-kit/model';
import { refreshAfterEvent } from '@/api/refreshes';
import { useToast } from '@/components/toast-provider';
import { formatAmount, isDecimalString } from '@contract-kit/money';
import { supportedNetworks } from '@/lib/networks';
import { MAX_WIDGET_RETRIES, ONRAMP_DEFAULT_CRYPTO, ONRAMP_DEFAULT_FIAT, ONRAMP_DEFAULT_LANGUAGE, ONRAMP_DEFAULT_NETWORK_ECO, ONRAMP_DEFAULT_THEME } from '../lib/onramp-constants';
import { isRecoverable, onrampErrorMessage, toOnrampError, type OnrampError } from '../lib/errors';
import type { CompletedOrder } from '../lib/widget-events';
import { OnrampWidget } from './onramp-widget';
import { ProviderGrid } from './provider-grid';

type Stage =
  | { kind: 'select' }
  | { kind: 'starting'; provider: OnrampProvider }
  | { kind: 'widget'; provider: OnrampProvider; session: OnrampSession }
  | { kind: 'completed'; provider: OnrampProvider; order: CompletedOrder | null; orderId: string | null }
  /** `error` null: the widget failed without a catalogue code ("Widget error occurred. Please try again."). */
  | { kind: 'error'; provider: OnrampProvider; error: OnrampError | null };

const LANGUAGES = ['en', 'zh-CN', 'zh-TW'] as const;

const supports = (provider: OnrampProvider, crypto: string, network: string) => provider.supportedCurrencies.includes(crypto) && (provider.supportedNetworks as string[]).includes(network);

/** The Buy Crypto tab: currency and network, the provider grid, then the provider's widget (spec 01 §2, §4). */
export function BuyCrypto() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [chosenCrypto, setCrypto] = useState(ONRAMP_DEFAULT_CRYPTO);
  const [chosenNetwork, setNetwork] = useState('');
  const [stage, setStage] = useState<Stage>({ kind: 'select' });
  const [retries, setRetries] = useState(0);

  const chains = useGetBlockchains({ query: { staleTime: 5 * 60_000 } });
  const addresses = useGetAccountAddresses({ query: { staleTime: 5 * 60_000 } });
  const allProviders = useGetOnrampProviders(undefined, { query: { staleTime: 60_000 } });
  const session = useCreateOnrampSession();

  const cryptoOptions = useMemo(() => [...new Set((allProviders.data?.data ?? []).flatMap((provider) => provider.supportedCurrencies))], [allProviders.data]);
  const networkOptions = useMemo(() => {
    const supported = new Set<string>((allProviders.data?.data ?? []).flatMap((provider) => provider.supportedNetworks));
    // Spec 01 §9: only the Ethereum and Tron families (the wallet address is one of theirs).
    return supportedNetworks(chains.data?.data).filter((chain) => supported.has(chain.id));
  }, [allProviders.data, chains.data]);

  // Defaults (USDT on the Tron network), and spec 01 §4: when the provider no longer supports the chosen
  // currency or network, the selection resets (to the defaults, else the first supported option).
  const crypto = cryptoOptions.includes(chosenCrypto) ? chosenCrypto : cryptoOptions.includes(ONRAMP_DEFAULT_CRYPTO) ? ONRAMP_DEFAULT_CRYPTO : (cryptoOptions[0] ?? ONRAMP_DEFAULT_CRYPTO);
  const preferredNetwork = networkOptions.find((candidate) => candidate.eco === ONRAMP_DEFAULT_NETWORK_ECO) ?? networkOptions[0];
  const network = networkOptions.some((candidate) => candidate.id === chosenNetwork) ? chosenNetwork : (preferredNetwork?.id ?? '');

  const matching = useGetOnrampProviders({ cryptoCurrency: crypto, network: network as OnrampNetwork, fiatCurrency: ONRAMP_DEFAULT_FIAT }, { query: { enabled: network !== '', staleTime: 60_000 } });

  // Fresh provider metadata that no longer supports the selection sends the user back to the grid.
  const [seenProviders, setSeenProviders] = useState(allProviders.data);
  if (allProviders.data !== seenProviders) {
    setSeenProviders(allProviders.data);
    if (stage.kind !== 'select' && stage.kind !== 'completed') {
      const latest = allProviders.data?.data.find((candidate) => candidate.id === stage.provider.id);
      if (!latest || !supports(latest, crypto, network)) {
        setStage({ kind: 'select' });
        setRetries(0);
      }
    }
  }

  const chain = chains.data?.data.find((candidate) => candidate.id === network);
  const walletAddress = chain && addresses.data ? addresses.data.data[chain.eco] : undefined;

  const start = (provider: OnrampProvider) => {
    if (!walletAddress) return;
    setStage({ kind: 'starting', provider });
    const locale = LANGUAGES.find((language) => language === intl.locale) ?? ONRAMP_DEFAULT_LANGUAGE;
    session.mutate(
      {
        data: {
          providerId: provider.id,
          cryptoCurrency: crypto,
          network: network as OnrampNetwork,
          fiatCurrency: ONRAMP_DEFAULT_FIAT,
          walletAddress,
          theme: ONRAMP_DEFAULT_THEME,
          language: locale,
        },
      },
      {
        onSuccess: (response) => setStage({ kind: 'widget', provider, session: response.data }),
        onError: (error) => setStage({ kind: 'error', provider, error: toOnrampError(error) }),
      },
    );
  };

  const backToSelection = () => {
    setStage({ kind: 'select' });
    setRetries(0);
  };

  const retry = (provider: OnrampProvider) => {
    setRetries((count) => count + 1);
    start(provider);
  };

  const completed = (provider: OnrampProvider, order: CompletedOrder | null, orderId: string | null) => {
    setStage({ kind: 'completed', provider, order, orderId });
    // The order credits the user's balance: what that refreshes is the refresh table's (the stream announces it too).
    void refreshAfterEvent(queryClient, { type: 'balance.changed' });
    toast({
      title: intl.formatMessage({ id: 'onramp.completed.title' }),
      description:
        order && isDecimalString(order.cryptoAmount)
          ? intl.formatMessage({ id: 'onramp.completed.body' }, { amount: `${formatAmount(order.cryptoAmount, order.cryptoCurrency, intl.locale)} ${order.cryptoCurrency}` })
          : intl.formatMessage({ id: 'onramp.completed.bodyGeneric' }),
      variant: 'success',
    });
  };

  if (allProviders.isPending || chains.isPending) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }

  const providersError = allProviders.error ?? chains.error ?? matching.error;
  if (providersError) {
    const asOnramp = toOnrampError(providersError);
    // A code of the catalogue has its text; any other failure to list the providers says so.
    const message = providersError.errorCode === asOnramp.code ? onrampErrorMessage(asOnramp) : { id: 'onramp.providers.loadFailed' as const };
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void allProviders.refetch();
              void chains.refetch();
              if (network) void matching.refetch();
            }}
          >
            {intl.formatMessage({ id: 'onramp.retry' })}
          </Button>
        }
      >
        {formatErrorMessage(intl, message)}
      </Alert>
    );
  }

  if (stage.kind === 'widget') {
    return (
      <Stack spacing={1.5}>
        <OnrampWidget
          key={stage.session.sessionId}
          session={stage.session}
          providerName={stage.provider.displayName}
          onCompleted={(order, orderId) => completed(stage.provider, order, orderId)}
          onFailed={(error) => setStage({ kind: 'error', provider: stage.provider, error })}
          onClosed={backToSelection}
        />
        <Button onClick={backToSelection} sx={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage({ id: 'onramp.back' })}
        </Button>
      </Stack>
    );
  }

  if (stage.kind === 'completed') {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          <Typography variant="label">{intl.formatMessage({ id: 'onramp.completed.title' })}</Typography>
          {stage.order
            ? intl.formatMessage({ id: 'onramp.completed.body' }, { amount: `${formatAmount(stage.order.cryptoAmount, stage.order.cryptoCurrency, intl.locale)} ${stage.order.cryptoCurrency}` })
            : intl.formatMessage({ id: 'onramp.completed.bodyGeneric' })}
          {stage.orderId && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {intl.formatMessage({ id: 'onramp.completed.order' }, { orderId: stage.orderId })}
            </Typography>
          )}
        </Alert>
        <Button variant="outlined" onClick={backToSelection} sx={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage({ id: 'onramp.buyMore' })}
        </Button>
      </Stack>
    );
  }

  if (stage.kind === 'error') {
    const canRetry = (stage.error === null || isRecoverable(stage.error)) && retries < MAX_WIDGET_RETRIES;
    const text = formatErrorMessage(intl, stage.error ? onrampErrorMessage(stage.error) : { id: 'onramp.widget.error' });
    return (
      <Stack spacing={2}>
        <Alert severity="error" data-error-code={stage.error?.code ?? 'WIDGET_ERROR'}>
          {text}
          {canRetry && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {intl.formatMessage({ id: 'onramp.retriesLeft' }, { count: MAX_WIDGET_RETRIES - retries })}
            </Typography>
          )}
        </Alert>
        <Stack direction="row" spacing={1}>
          {canRetry && (
            <Button variant="contained" onClick={() => retry(stage.provider)}>
              {intl.formatMessage({ id: 'onramp.retry' })}
            </Button>
          )}
          <Button onClick={backToSelection}>{intl.formatMessage({ id: 'onramp.back' })}</Button>
        </Stack>
      </Stack>
    );
  }

  const providers = matching.data?.data ?? [];
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label={intl.formatMessage({ id: 'onramp.form.crypto' })} value={cryptoOptions.includes(crypto) ? crypto : ''} onChange={(event) => setCrypto(event.target.value)} fullWidth>
          {cryptoOptions.map((symbol) => (
            <MenuItem key={symbol} value={symbol}>
              {symbol}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={intl.formatMessage({ id: 'onramp.form.network' })}
          value={networkOptions.some((candidate) => candidate.id === network) ? network : ''}
          onChange={(event) => setNetwork(event.target.value)}
          fullWidth
        >
          {networkOptions.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {addresses.isError && <Alert severity="error">{intl.formatMessage({ id: 'onramp.addressFailed' })}</Alert>}
      <Typography component="h3" variant="subtitle1">
        {intl.formatMessage({ id: 'onramp.providers.title' })}
      </Typography>
      {matching.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : providers.length === 0 ? (
        <Alert severity="info">{intl.formatMessage({ id: 'onramp.providers.none' })}</Alert>
      ) : (
        <Box sx={{ position: 'relative' }}>
          <ProviderGrid providers={providers} onSelect={start} isDisabled={stage.kind === 'starting' || !walletAddress} />
          {stage.kind === 'starting' && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label={intl.formatMessage({ id: 'onramp.starting' })} />
            </Box>
          )}
        </Box>
      )}
    </Stack>
  );
}
