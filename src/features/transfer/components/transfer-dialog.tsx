import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIsMutating } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { getTransferFundsMutationKey } from '@/api/generated/endpoints/accounts/accounts';
import type { AccountBalances } from '@contract-kit/model';
import { newIdempotencyKey } from '@/api/idempotency';
import { AmountField } from '@/components/amount-field';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { useSession } from '@/features/auth';
import { OfflineFormAlert } from '@/components/offline-form-alert';
import { Big, formatAmount, toDecimalString, tryDec } from '@contract-kit/money';
import { EMAIL_MAX_LENGTH } from '@/lib/email';
import { useSendTransfer } from '../hooks/use-send-transfer';
import { DESCRIPTION_MAX_LENGTH } from '../lib/transfer-constants';
import { serverFieldIssues, transferCurrencyLabel, transferableCurrencies, validateTransfer, type TransferField, type TransferIssue } from '../lib/validation';

interface TransferDialogProps {
  open: boolean;
  onClose: () => void;
  balances: AccountBalances | undefined;
}

const ISSUE_MESSAGE = {
  emailInvalid: 'transfer.error.email',
  selfTransfer: 'transfer.error.self',
  currencyRequired: 'transfer.error.currency',
  amountRequired: 'transfer.error.amount',
  insufficientBalance: 'transfer.error.insufficient',
} as const satisfies Record<TransferIssue, string>;

function TransferForm({ balances, onClose, formId }: Omit<TransferDialogProps, 'open'> & { formId: string }) {
  const intl = useIntl();
  const { data: user } = useSession();
  const currencies = transferableCurrencies(balances);
  const [email, setEmail] = useState('');
  const [currency, setCurrency] = useState(() => currencies[0] ?? '');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState<Partial<Record<TransferField, boolean>>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  /** Fields the server refused (a 400's issues), until the user edits them. */
  const [refused, setRefused] = useState<Partial<Record<TransferField, TransferIssue>>>({});
  const mutation = useSendTransfer();

  const balance = (currency ? tryDec(balances?.[currency]?.amount) : null) ?? new Big(0);
  const issues = { ...refused, ...validateTransfer({ email, ownEmail: user?.email, currency, amount, balance }) };
  const messageFor = (field: TransferField) => {
    const issue = isSubmitted || touched[field] || refused[field] ? issues[field] : undefined;
    return issue ? intl.formatMessage({ id: ISSUE_MESSAGE[issue] }) : null;
  };
  const edited = (field: TransferField) => setRefused(({ [field]: _dropped, ...rest }) => rest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setSubmitted(true);
    if (Object.keys(issues).length > 0) return;
    const value = tryDec(amount);
    // One press, one submission: its own Idempotency-Key, reused only by the automatic retries of this request.
    // The outcome (toast) and the balance refresh belong to the mutation; closing the dialog belongs to this form.
    mutation.mutate(
      {
        data: {
          destinationEmail: email.trim().toLowerCase(),
          currency,
          amount: value ? toDecimalString(value) : amount,
          ...(description.trim() ? { description: description.trim() } : {}),
        },
        idempotencyKey: newIdempotencyKey(),
      },
      { onSuccess: () => onClose(), onError: (error) => setRefused(serverFieldIssues(error)) },
    );
  };

  if (currencies.length === 0) {
    return <Alert severity="info">{intl.formatMessage({ id: 'transfer.noBalance' })}</Alert>;
  }

  return (
    <Box component="form" id={formId} noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <TextField
          type="email"
          label={intl.formatMessage({ id: 'transfer.form.email' })}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value.slice(0, EMAIL_MAX_LENGTH));
            edited('email');
          }}
          onBlur={() => setTouched((current) => ({ ...current, email: true }))}
          error={Boolean(messageFor('email'))}
          helperText={messageFor('email') ?? ' '}
          required
          fullWidth
          autoFocus
          autoComplete="email"
          slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'off' } }}
        />
        <TextField
          select
          label={intl.formatMessage({ id: 'transfer.form.currency' })}
          value={currency}
          onChange={(event) => {
            setCurrency(event.target.value);
            edited('currency');
          }}
          error={Boolean(messageFor('currency'))}
          helperText={messageFor('currency') ?? ' '}
          required
          fullWidth
        >
          {currencies.map((symbol) => (
            <MenuItem key={symbol} value={symbol}>
              {intl.formatMessage(
                { id: 'transfer.form.currencyOption' },
                { label: transferCurrencyLabel(symbol), symbol, balance: formatAmount(balances?.[symbol]?.amount ?? '0', symbol, intl.locale) },
              )}
            </MenuItem>
          ))}
        </TextField>
        <AmountField
          label={intl.formatMessage({ id: 'transfer.form.amount' })}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setTouched((current) => ({ ...current, amount: true }));
            edited('amount');
          }}
          currency={currency || undefined}
          error={messageFor('amount')}
          helperText={currency ? intl.formatMessage({ id: 'components.amountField.available' }, { amount: `${formatAmount(balance, currency, intl.locale)} ${currency}` }) : ' '}
          onMax={currency && balance.gt(0) ? () => setAmount(toDecimalString(balance)) : undefined}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'transfer.form.description' })}
          value={description}
          onChange={(event) => setDescription(event.target.value.slice(0, DESCRIPTION_MAX_LENGTH))}
          fullWidth
          multiline
          minRows={1}
          maxRows={3}
        />
        <OfflineFormAlert error={mutation.error} />
      </Stack>
    </Box>
  );
}

/**
 * Transfer to another user by e-mail (spec 01 §5, §7: POST /api/accounts/transfer → data.message). Closing it while
 * the transfer runs loses nothing: the outcome toast and the balance refresh happen wherever the dialog is.
 */
export function TransferDialog({ open, onClose, balances }: TransferDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const hasCurrencies = transferableCurrencies(balances).length > 0;
  // The submit button lives outside the form (dialog actions): follow the mutation from here.
  const isPending = useIsMutating({ mutationKey: getTransferFundsMutationKey() }) > 0;
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'transfer.title' })}
      actions={
        <DialogActions sx={{ pt: 2 }}>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'transfer.cancel' })}</Button>
          {hasCurrencies && (
            <Button type="submit" form={formId} variant="contained" disabled={isPending} startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : undefined}>
              {intl.formatMessage({ id: 'transfer.submit' })}
            </Button>
          )}
        </DialogActions>
      }
    >
      <TransferForm balances={balances} onClose={onClose} formId={formId} />
    </ResponsiveDialog>
  );
}
