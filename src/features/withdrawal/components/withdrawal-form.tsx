import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { getCreateWithdrawalMutationKey, useGetBlockchains, useGetCurrencies, useGetWithdrawalFee } from '@/api/generated/endpoints/crypto/crypto';
import type { AccountBalances } from '@contract-kit/model';
import { newIdempotencyKey } from '@/api/idempotency';
import { AmountField } from '@/components/amount-field';
import { DetailRow } from '@/components/detail-list';
import { ReviewStep } from '@/components/review-step';
import { useToast } from '@/components/toast-provider';
import { OfflineFormAlert } from '@/components/offline-form-alert';
import type { MessageId } from '@/i18n';
import { Big, dec, formatAmount, toDecimalString, tryDec } from '@contract-kit/money';
import { prefilledAmount } from '@contract-kit/rules/amounts';
import { minimumWithdrawal, withdrawalReceives } from '@contract-kit/rules/wallet';
import { supportedNetworks } from '@/lib/networks';
import { MONO_FONT_FAMILY } from '@/theme/typography';
import { useSubmitWithdrawal, WITHDRAWAL_TOAST_ACTION } from '../hooks/use-submit-withdrawal';
import { changedFee, refusedFields } from '../lib/refusals';
import { CLOSE_DELAY_MS } from '../lib/withdrawal-constants';
import { serviceRejection, validateWithdrawal, withdrawableTokens, type WithdrawalField, type WithdrawalIssue } from '../lib/validation';

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
  /** Another tab is shown: the form keeps its input, hidden. */
  hidden?: boolean;
  /** The tab panel's attributes (role, id, label), on the form's content. */
  panelProps?: Record<string, string>;
}

const ISSUE_MESSAGE = {
  networkRequired: 'withdrawal.form.networkRequired',
  tokenRequired: 'withdrawal.form.tokenRequired',
  addressRequired: 'withdrawal.form.addressRequired',
  invalidAddress: 'withdrawal.form.invalidAddress',
  amountRequired: 'withdrawal.form.amountRequired',
  insufficientBalance: 'withdrawal.form.insufficientBalance',
  amountTooSmall: 'withdrawal.form.amountTooSmall',
  notAboveFee: 'withdrawal.form.notAboveFee',
} as const satisfies Record<WithdrawalIssue, string>;

const balanceOf = (balances: AccountBalances | undefined, symbol: string | undefined): Big => (symbol ? tryDec(balances?.[symbol]?.amount) : null) ?? new Big(0);

/**
 * The Submit Withdrawal tab (spec 01 §4, §5, §8), in two steps: the form, then a review of what leaves, the network,
 * the address, the network fee (the server's, getWithdrawalFee) and what arrives; the withdrawal is sent from the
 * review with the fee the user saw, which the server holds it to. Its outcome (toast) and the balance refresh
 * belong to the mutation, so closing the dialog while the request runs loses neither; a submit still running when the
 * dialog is opened again keeps the button busy.
 */
export function WithdrawalForm({ balances, onDone, hidden = false, panelProps }: WithdrawalFormProps) {
  const intl = useIntl();
  const formId = useId();
  const { toast } = useToast();
  const [networkId, setNetworkId] = useState('');
  const [chosenSymbol, setSymbol] = useState('');
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState<Partial<Record<WithdrawalField, boolean>>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const [isReviewing, setReviewing] = useState(false);
  /** The fee changed under the review (409 FeeChanged): said until the user confirms again. */
  const [feeNotice, setFeeNotice] = useState<string | null>(null);
  /** Fields the server refused (a 400's issues, a rule error of one field), until the user edits them. */
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
  const feeQuery = useGetWithdrawalFee({ blockchainId: networkId, currency: symbol }, { query: { enabled: networkId !== '' && symbol !== '', staleTime: 30_000 } });
  const fee = feeQuery.data ? dec(feeQuery.data.data.fee) : null;

  // Spec 01 §8 toasts for load failures.
  useEffect(() => {
    if (chains.isError) toast({ title: intl.formatMessage({ id: 'withdrawal.toast.networksFailed' }), description: chains.error.message, variant: 'destructive', action: 'withdrawal-networks' });
  }, [chains.isError, chains.error, intl, toast]);
  useEffect(() => {
    if (currencies.isError) toast({ title: intl.formatMessage({ id: 'withdrawal.toast.tokensFailed' }), description: currencies.error.message, variant: 'destructive', action: 'withdrawal-tokens' });
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
        action: 'withdrawal-tokens',
      });
    }
  }, [networkId, currencies.isSuccess, tokens, toast, intl, chain?.name]);

  const money = (figure: Big | string) => `${formatAmount(figure, symbol || 'USD', intl.locale)} ${symbol}`;
  const input = { eco: chain?.eco, symbol: symbol || undefined, address, amount, balance, fee };
  const issues = { ...validateWithdrawal(input), ...refused };
  const shown = (field: WithdrawalField) => (isSubmitted || touched[field] || refused[field] ? issues[field] : undefined);
  const edited = (field: WithdrawalField) => setRefused(({ [field]: _dropped, ...rest }) => rest);
  const minimum = symbol ? minimumWithdrawal(symbol) : null;
  const messageFor = (field: WithdrawalField): string | null => {
    const issue = shown(field);
    if (!issue) return null;
    return intl.formatMessage(
      { id: ISSUE_MESSAGE[issue] },
      { network: chain?.name ?? '', minimum: minimum ? `${minimum.toFixed()} ${symbol}` : '', available: money(balance), fee: fee ? money(fee) : '' },
    );
  };

  const selectNetwork = (id: string) => {
    // Spec 01 §4: selecting a network clears the chosen token.
    setNetworkId(id);
    setSymbol('');
    edited('network');
    checkedNetwork.current = null;
  };

  const value = tryDec(amount);
  const request = {
    currency: symbol,
    amount: value ? toDecimalString(value) : amount,
    toAddress: address.trim(),
    blockchainId: networkId,
    // Spec 01 §7: the body names the account the amount leaves (its id comes with the balances).
    ...(balances?.[symbol]?.accountId ? { fromAccountId: balances[symbol].accountId } : {}),
    ...(description.trim() ? { description: description.trim() } : {}),
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateWithdrawal(input);
    // Spec 01 §8 toasts for the rules the user can break: their names only, the field says the rest.
    const toastOf: Partial<Record<WithdrawalIssue, MessageId>> = {
      invalidAddress: 'withdrawal.toast.invalidAddress',
      insufficientBalance: 'withdrawal.toast.insufficientBalance',
      amountTooSmall: 'withdrawal.toast.amountTooSmall',
    };
    const named = (found.address && toastOf[found.address]) ?? (found.amount && toastOf[found.amount]);
    if (named) toast({ title: intl.formatMessage({ id: named }), variant: 'destructive', action: WITHDRAWAL_TOAST_ACTION });
    if (Object.keys(found).length > 0 || !fee) return;
    const rejection = serviceRejection(request);
    if (rejection) {
      toast({
        title: intl.formatMessage({ id: 'withdrawal.toast.failed' }),
        description: intl.formatMessage({ id: SERVICE_REJECTION_MESSAGE_IDS[rejection] }),
        variant: 'destructive',
        action: WITHDRAWAL_TOAST_ACTION,
      });
      return;
    }
    setFeeNotice(null);
    setReviewing(true);
  };

  const send = () => {
    if (isPending || !fee) return;
    // One press, one submission: its own Idempotency-Key, reused only by the automatic retries of this request.
    mutation.mutate(
      { data: { ...request, confirmedFee: fee.toFixed() }, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          closeTimer.current = setTimeout(onDone, CLOSE_DELAY_MS);
        },
        onError: (error) => {
          const current = changedFee(error);
          if (current) {
            setFeeNotice(intl.formatMessage({ id: 'withdrawal.review.feeChanged' }, { fee: money(current.fee) }));
            void feeQuery.refetch();
            return;
          }
          const atFields = refusedFields(error);
          if (Object.keys(atFields).length > 0) {
            setRefused(atFields);
            setReviewing(false);
          }
        },
      },
    );
  };

  const isDone = mutation.isSuccess;
  const addressPlaceholder = chain?.eco === 'tron' ? 'T…' : chain ? '0x…' : undefined;
  const amountHelp =
    symbol && minimum
      ? intl.formatMessage(fee ? { id: 'withdrawal.form.amountHelpFee' } : { id: 'withdrawal.form.amountHelp' }, {
          available: money(balance),
          minimum: `${minimum.toFixed()} ${symbol}`,
          fee: fee ? money(fee) : '',
        })
      : ' ';

  if (isReviewing && value && fee) {
    return (
      <ReviewStep
        heading={intl.formatMessage({ id: 'withdrawal.review.heading' })}
        notice={feeNotice ? <Alert severity="warning">{feeNotice}</Alert> : null}
        finalNote={intl.formatMessage({ id: 'withdrawal.review.final' })}
        error={mutation.error}
        editLabel={intl.formatMessage({ id: 'withdrawal.review.edit' })}
        confirmLabel={intl.formatMessage(isPending ? { id: 'withdrawal.form.submitting' } : { id: 'withdrawal.review.confirm' }, { amount: money(value) })}
        onEdit={() => setReviewing(false)}
        onConfirm={send}
        isPending={isPending}
        isLocked={isDone}
        hidden={hidden}
        contentProps={panelProps}
      >
        <DetailRow label={intl.formatMessage({ id: 'withdrawal.review.amount' })}>{money(value)}</DetailRow>
        <DetailRow label={intl.formatMessage({ id: 'withdrawal.review.network' })}>{chain?.name ?? networkId}</DetailRow>
        <DetailRow label={intl.formatMessage({ id: 'withdrawal.review.address' })}>
          <Box component="span" sx={{ fontFamily: MONO_FONT_FAMILY }}>
            {address.trim()}
          </Box>
        </DetailRow>
        <DetailRow label={intl.formatMessage({ id: 'withdrawal.review.fee' })}>{fee.gt(0) ? money(fee) : intl.formatMessage({ id: 'withdrawal.review.noFee' })}</DetailRow>
        <DetailRow label={intl.formatMessage({ id: 'withdrawal.review.receives' })} isStrong>
          {money(withdrawalReceives(value, fee))}
        </DetailRow>
        {description.trim() ? <DetailRow label={intl.formatMessage({ id: 'withdrawal.review.note' })}>{description.trim()}</DetailRow> : null}
      </ReviewStep>
    );
  }

  return (
    <>
      <DialogContent {...panelProps} hidden={hidden}>
        <Box component="form" id={formId} noValidate onSubmit={review} aria-label={intl.formatMessage({ id: 'withdrawal.tab.submit' })} sx={{ pt: 1 }}>
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
              slotProps={{ select: { renderValue: (chosen) => String(chosen) } }}
            >
              {tokens.map((token) => (
                // A menu as wide as a phone cannot hold "USDT — Tether USD (balance 2,487.50)" on one line: the option wraps
                // (the balance, kept whole, goes to a second line) rather than being cut at the menu's edge.
                <MenuItem key={token.symbol} value={token.symbol} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                  <span>
                    {intl.formatMessage(
                      { id: 'withdrawal.form.tokenOption' },
                      {
                        symbol: token.symbol,
                        name: token.name,
                        balance: (
                          <Box component="span" key="balance" sx={{ whiteSpace: 'nowrap' }} data-testid={`token-balance-${token.symbol}`}>
                            {formatAmount(balanceOf(balances, token.symbol), token.symbol, intl.locale)}
                          </Box>
                        ),
                      },
                    )}
                  </span>
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
              onChange={(typed) => {
                setAmount(typed);
                setTouched((current) => ({ ...current, amount: true }));
                edited('amount');
              }}
              currency={symbol || undefined}
              error={messageFor('amount')}
              helperText={amountHelp}
              onMax={symbol && balance.gt(0) ? () => setAmount(prefilledAmount(balance, symbol)) : undefined}
              disabled={isDone}
              required
            />
            {feeQuery.isError ? (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={() => void feeQuery.refetch()}>
                    {intl.formatMessage({ id: 'withdrawal.retry' })}
                  </Button>
                }
              >
                {intl.formatMessage({ id: 'withdrawal.review.feeUnavailable' })}
              </Alert>
            ) : null}

            <TextField
              label={intl.formatMessage({ id: 'withdrawal.form.description' })}
              value={description}
              onChange={(event) => setDescription(event.target.value.slice(0, 255))}
              fullWidth
              disabled={isDone}
            />
            <OfflineFormAlert error={mutation.error} />
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ pt: 2 }} hidden={hidden}>
        <Button type="submit" form={formId} variant="contained" disabled={isPending || isDone || (symbol !== '' && feeQuery.isPending)}>
          {intl.formatMessage({ id: 'withdrawal.form.review' })}
        </Button>
      </DialogActions>
    </>
  );
}
