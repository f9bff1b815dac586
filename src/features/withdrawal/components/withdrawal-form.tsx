import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/errors';
import { getCreateWithdrawalMutationKey, useGetBlockchains, useGetCurrencies } from '@/api/generated/endpoints/crypto/crypto';
import type { AccountBalances } from '@contract-kit/model';
import { newIdempotencyKey } from '@/api/idempotency';
import { AmountField } from '@/components/amount-field';
import { useToast } from '@/components/toast-provider';
import { OfflineFormAlert } from '@/components/offline-form-alert';
import type { MessageId } from '@/i18n';
import { Big, formatAmount, toDecimalString, tryDec } from '@contract-kit/money';
import { supportedNetworks } from '@/lib/networks';
import { MONO_FONT_FAMILY } from '@/theme/typography';
import { useSubmitWithdrawal } from '../hooks/use-submit-withdrawal';
import { CLOSE_DELAY_MS } from '../lib/withdrawal-constants';
import { serviceRejection, validateWithdrawal, withdrawableTokens, type WithdrawalField, type WithdrawalIssue } from '../lib/validation';
import { minimumWithdrawal } from '@contract-kit/rules/wallet';

/** What the withdrawal service would reject before the request is sent (serviceRejection). */
const SERVICE_REJECTION_MESSAGE_IDS = {
  missingCurrency: 'withdrawal.service.missingCurrency',
  missingBlockchain: 'withdrawal.service.missingBlockchain',
  amountTooSmall: 'withdrawal.service.amountTooSmall',
} as const satisfies Record<NonNullable<ReturnType<typeof serviceRejection>>, MessageId>;

interface WithdrawalFormProps {
  balances: AccountBalances | undefined;
  /** Closes the dialog (0.5 s after a success). */
  onDone: () => void;
}

const ISSUE_MESSAGE = {
  networkRequired: 'withdrawal.form.networkRequired',
  tokenRequired: 'withdrawal.form.tokenRequired',
  addressRequired: 'withdrawal.form.addressRequired',
  invalidAddress: 'withdrawal.form.invalidAddress',
  amountRequired: 'withdrawal.form.amountRequired',
  insufficientBalance: 'withdrawal.form.insufficientBalance',
  amountTooSmall: 'withdrawal.form.amountTooSmall',
} as const satisfies Record<WithdrawalIssue, string>;

const balanceOf = (balances: AccountBalances | undefined, symbol: string | undefined): Big =>
  (symbol ? tryDec(balances?.[symbol]?.amount) : null) ?? new Big(0);

/** The request fields a 400 names, as this form's own texts (never the validator's). */
const REFUSED_FIELDS: readonly (readonly [request: string, field: WithdrawalField, issue: WithdrawalIssue])[] = [
  ['blockchainId', 'network', 'networkRequired'],
  ['currency', 'token', 'tokenRequired'],
  ['toAddress', 'address', 'invalidAddress'],
  ['amount', 'amount', 'amountRequired'],
];

/**
 * The Submit Withdrawal tab (spec 01 §4, §5, §8). Its outcome (toast) and the balance refresh belong to the
 * mutation, so closing the dialog while the request runs loses neither; a submit still running when the dialog is
 * opened again keeps the button busy.
 */
export function WithdrawalForm({ balances, onDone }: WithdrawalFormProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const [networkId, setNetworkId] = useState('');
  const [chosenSymbol, setSymbol] = useState('');
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState<Partial<Record<WithdrawalField, boolean>>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  /** Fields the server refused (a 400's issues), until the user edits them. */
  const [refused, setRefused] = useState<Partial<Record<WithdrawalField, WithdrawalIssue>>>({});
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const chains = useGetBlockchains({ query: { staleTime: 5 * 60_000 } });
  const currencies = useGetCurrencies(networkId, { query: { enabled: networkId !== '', staleTime: 60_000 } });
  const mutation = useSubmitWithdrawal();
  // Also a withdrawal submitted before the dialog was closed and opened again.
  const isPending = useIsMutating({ mutationKey: getCreateWithdrawalMutationKey() }) > 0;

  // Spec 01 §9: only the Ethereum and Tron families.
  const networks = useMemo(() => supportedNetworks(chains.data?.data), [chains.data]);
  const chain = networks.find((candidate) => candidate.id === networkId);
  const tokens = useMemo(() => withdrawableTokens(currencies.data?.data ?? []), [currencies.data]);
  // Spec 01 §4: when only one token is withdrawable it is selected automatically.
  const symbol = tokens.some((token) => token.symbol === chosenSymbol) ? chosenSymbol : tokens.length === 1 && tokens[0] ? tokens[0].symbol : '';
  const balance = balanceOf(balances, symbol || undefined);

  // Spec 01 §8 toasts for load failures.
  useEffect(() => {
    if (chains.isError) toast({ title: intl.formatMessage({ id: 'withdrawal.toast.networksFailed' }), description: chains.error.message, variant: 'destructive' });
  }, [chains.isError, chains.error, intl, toast]);
  useEffect(() => {
    if (currencies.isError) toast({ title: intl.formatMessage({ id: 'withdrawal.toast.tokensFailed' }), description: currencies.error.message, variant: 'destructive' });
  }, [currencies.isError, currencies.error, intl, toast]);

  // Spec 01 §8: a network without a withdrawable token gives "No Withdrawable Tokens" (once per choice).
  const checkedNetwork = useRef<string | null>(null);
  useEffect(() => {
    if (!networkId || !currencies.isSuccess || checkedNetwork.current === networkId) return;
    checkedNetwork.current = networkId;
    if (tokens.length === 0) {
      toast({
        title: intl.formatMessage({ id: 'withdrawal.toast.noTokens' }),
        description: intl.formatMessage({ id: 'withdrawal.toast.noTokensBody' }, { network: chain?.name ?? networkId }),
        variant: 'destructive',
      });
    }
  }, [networkId, currencies.isSuccess, tokens, toast, intl, chain?.name]);

  const issues = { ...refused, ...validateWithdrawal({ eco: chain?.eco, symbol: symbol || undefined, address, amount, balance }) };
  const shown = (field: WithdrawalField) => (isSubmitted || touched[field] || refused[field] ? issues[field] : undefined);
  const edited = (field: WithdrawalField) => setRefused(({ [field]: _dropped, ...rest }) => rest);
  const minimum = symbol ? minimumWithdrawal(symbol) : null;
  const messageFor = (field: WithdrawalField): string | null => {
    const issue = shown(field);
    if (!issue) return null;
    return intl.formatMessage(
      { id: ISSUE_MESSAGE[issue] },
      {
        network: chain?.name ?? '',
        minimum: minimum ? `${minimum.toFixed()} ${symbol}` : '',
        available: `${formatAmount(balance, symbol || 'USD', intl.locale)} ${symbol}`,
      },
    );
  };

  const selectNetwork = (id: string) => {
    // Spec 01 §4: selecting a network clears the chosen token.
    setNetworkId(id);
    setSymbol('');
    edited('network');
    checkedNetwork.current = null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setSubmitted(true);
    const found = validateWithdrawal({ eco: chain?.eco, symbol: symbol || undefined, address, amount, balance });
    // Spec 01 §8 toasts for the rules the user can break.
    if (found.address === 'invalidAddress') {
      toast({ title: intl.formatMessage({ id: 'withdrawal.toast.invalidAddress' }), description: intl.formatMessage({ id: 'withdrawal.form.invalidAddress' }, { network: chain?.name ?? '' }), variant: 'destructive' });
    } else if (found.amount === 'insufficientBalance') {
      toast({
        title: intl.formatMessage({ id: 'withdrawal.toast.insufficientBalance' }),
        description: intl.formatMessage({ id: 'withdrawal.form.insufficientBalance' }, { available: `${formatAmount(balance, symbol, intl.locale)} ${symbol}` }),
        variant: 'destructive',
      });
    } else if (found.amount === 'amountTooSmall' && minimum) {
      toast({ title: intl.formatMessage({ id: 'withdrawal.toast.amountTooSmall' }), description: intl.formatMessage({ id: 'withdrawal.form.amountTooSmall' }, { minimum: `${minimum.toFixed()} ${symbol}` }), variant: 'destructive' });
    }
    if (Object.keys(found).length > 0) return;

    const value = tryDec(amount);
    // Spec 01 §7: the body names the account the amount leaves (its id comes with the balances).
    const fromAccountId = balances?.[symbol]?.accountId;
    const request = {
      currency: symbol,
      amount: value ? toDecimalString(value) : amount,
      toAddress: address.trim(),
      blockchainId: networkId,
      ...(fromAccountId ? { fromAccountId } : {}),
      ...(description.trim() ? { description: description.trim() } : {}),
    };
    const rejection = serviceRejection(request);
    if (rejection) {
      toast({ title: intl.formatMessage({ id: 'withdrawal.toast.failed' }), description: intl.formatMessage({ id: SERVICE_REJECTION_MESSAGE_IDS[rejection] }), variant: 'destructive' });
      return;
    }
    // One press, one submission: its own Idempotency-Key, reused only by the automatic retries of this request.
    mutation.mutate(
      { data: request, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          closeTimer.current = setTimeout(onDone, CLOSE_DELAY_MS);
        },
        onError: (error) => {
          if (!isApiError(error) || !error.isValidationError) return;
          setRefused(Object.fromEntries(REFUSED_FIELDS.filter(([name]) => error.hasIssueAt(name)).map(([, field, issue]) => [field, issue])));
        },
      },
    );
  };

  const addressPlaceholder = chain?.eco === 'tron' ? 'T…' : chain ? '0x…' : undefined;
  const isDone = mutation.isSuccess;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'withdrawal.tab.submit' })}>
      <Stack spacing={2.5}>
        {chains.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void chains.refetch()}>
                {intl.formatMessage({ id: 'withdrawal.retry' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'withdrawal.toast.networksFailed' })}
          </Alert>
        )}
        <TextField
          select
          label={intl.formatMessage({ id: 'withdrawal.form.network' })}
          value={networkId}
          onChange={(event) => selectNetwork(event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, network: true }))}
          error={Boolean(messageFor('network'))}
          helperText={messageFor('network') ?? ' '}
          disabled={chains.isPending || chains.isError || isDone}
          required
          fullWidth
        >
          {networks.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>

        <TextField
          select
          label={intl.formatMessage({ id: 'withdrawal.form.token' })}
          value={symbol}
          onChange={(event) => {
            setSymbol(event.target.value);
            edited('token');
          }}
          onBlur={() => setTouched((current) => ({ ...current, token: true }))}
          error={Boolean(messageFor('token')) || (currencies.isSuccess && tokens.length === 0)}
          helperText={
            currencies.isError
              ? intl.formatMessage({ id: 'withdrawal.toast.tokensFailed' })
              : currencies.isSuccess && tokens.length === 0
                ? intl.formatMessage({ id: 'withdrawal.toast.noTokensBody' }, { network: chain?.name ?? '' })
                : (messageFor('token') ?? ' ')
          }
          disabled={!networkId || currencies.isPending || tokens.length === 0 || isDone}
          required
          fullWidth
        >
          {tokens.map((token) => (
            <MenuItem key={token.symbol} value={token.symbol}>
              {intl.formatMessage(
                { id: 'withdrawal.form.tokenOption' },
                { symbol: token.symbol, name: token.name, balance: formatAmount(balanceOf(balances, token.symbol), token.symbol, intl.locale) },
              )}
            </MenuItem>
          ))}
        </TextField>
        {currencies.isError && (
          <Button size="small" onClick={() => void currencies.refetch()} sx={{ alignSelf: 'flex-start', mt: -1.5 }}>
            {intl.formatMessage({ id: 'withdrawal.retry' })}
          </Button>
        )}

        <TextField
          label={intl.formatMessage({ id: 'withdrawal.form.address' })}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value.trim());
            edited('address');
          }}
          onBlur={() => setTouched((current) => ({ ...current, address: true }))}
          error={Boolean(messageFor('address'))}
          helperText={messageFor('address') ?? ' '}
          placeholder={addressPlaceholder}
          required
          fullWidth
          disabled={isDone}
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', style: { fontFamily: MONO_FONT_FAMILY } } }}
        />

        <AmountField
          label={intl.formatMessage({ id: 'withdrawal.form.amount' })}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setTouched((current) => ({ ...current, amount: true }));
            edited('amount');
          }}
          currency={symbol || undefined}
          error={messageFor('amount')}
          helperText={
            symbol && minimum
              ? intl.formatMessage(
                  { id: 'withdrawal.form.amountHelp' },
                  { available: `${formatAmount(balance, symbol, intl.locale)} ${symbol}`, minimum: `${minimum.toFixed()} ${symbol}` },
                )
              : ' '
          }
          onMax={symbol && balance.gt(0) ? () => setAmount(toDecimalString(balance)) : undefined}
          disabled={isDone}
          required
        />

        <TextField
          label={intl.formatMessage({ id: 'withdrawal.form.description' })}
          value={description}
          onChange={(event) => setDescription(event.target.value.slice(0, 255))}
          fullWidth
          disabled={isDone}
        />

        <OfflineFormAlert error={mutation.error} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isPending || isDone}
          startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {intl.formatMessage({ id: isPending ? 'withdrawal.form.submitting' : 'withdrawal.form.submit' })}
        </Button>
      </Stack>
    </Box>
  );
}
