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
import { getTransferFundsMutationKey, useTransferFunds } from '@/api/generated/endpoints/accounts/accounts';
import type { AccountBalances } from '@/api/generated/model';
import { AmountField } from '@/components/amount-field';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { useToast } from '@/components/toast-provider';
import { useSession } from '@/features/auth';
import { OfflineFormAlert } from '@/features/pwa';
import { Big, formatAmount, toDecimalString, tryDec } from '@/lib/money';
import { DESCRIPTION_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../lib/constants';
import { transferCurrencyLabel, transferableCurrencies, validateTransfer, type TransferIssue } from '../lib/validation';

interface TransferDialogProps {
  open: boolean;
  onClose: () => void;
  balances: AccountBalances | undefined;
  onBalancesChanged: () => void;
}

const ISSUE_MESSAGE = {
  emailInvalid: 'transfer.error.email',
  selfTransfer: 'transfer.error.self',
  currencyRequired: 'transfer.error.currency',
  amountRequired: 'transfer.error.amount',
  insufficientBalance: 'transfer.error.insufficient',
} as const satisfies Record<TransferIssue, string>;

function TransferForm({ balances, onClose, onBalancesChanged, formId }: Omit<TransferDialogProps, 'open'> & { formId: string }) {
  const intl = useIntl();
  const { toast } = useToast();
  const { data: user } = useSession();
  const currencies = transferableCurrencies(balances);
  const [email, setEmail] = useState('');
  const [currency, setCurrency] = useState(() => currencies[0] ?? '');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const mutation = useTransferFunds();

  const balance = (currency ? tryDec(balances?.[currency]?.amount) : null) ?? new Big(0);
  const issues = validateTransfer({ email, ownEmail: user?.email, currency, amount, balance });
  const messageFor = (field: 'email' | 'currency' | 'amount') => {
    const issue = isSubmitted || touched[field] ? issues[field] : undefined;
    return issue ? intl.formatMessage({ id: ISSUE_MESSAGE[issue] }) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setSubmitted(true);
    if (Object.keys(issues).length > 0) return;
    const value = tryDec(amount);
    mutation.mutate(
      {
        data: {
          destinationEmail: email.trim().toLowerCase(),
          currency,
          amount: value ? toDecimalString(value) : amount,
          ...(description.trim() ? { description: description.trim() } : {}),
        },
      },
      {
        onSuccess: (response) => {
          toast({ title: intl.formatMessage({ id: 'transfer.toast.success' }), description: response.data.message, variant: 'success' });
          onBalancesChanged();
          onClose();
        },
        onError: (error) => {
          // Offline nothing was sent: the form says so itself (OfflineFormAlert) and keeps the entries.
          if (error.isOffline) return;
          toast({ title: intl.formatMessage({ id: 'transfer.toast.failed' }), description: error.message || intl.formatMessage({ id: 'app.error.generic' }), variant: 'destructive' });
          if (error.errorCode === 'InsufficientBalance') onBalancesChanged();
        },
      },
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
          onChange={(event) => setEmail(event.target.value.slice(0, EMAIL_MAX_LENGTH))}
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
          onChange={(event) => setCurrency(event.target.value)}
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

/** Transfer to another user by e-mail (spec 01 §5, §7: POST /api/accounts/transfer → data.message). */
export function TransferDialog({ open, onClose, balances, onBalancesChanged }: TransferDialogProps) {
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
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'transfer.cancel' })}</Button>
          {hasCurrencies && (
            <Button type="submit" form={formId} variant="contained" disabled={isPending} startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : undefined}>
              {intl.formatMessage({ id: 'transfer.submit' })}
            </Button>
          )}
        </DialogActions>
      }
    >
      <TransferForm balances={balances} onClose={onClose} onBalancesChanged={onBalancesChanged} formId={formId} />
    </ResponsiveDialog>
  );
}
