import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIsMutating } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { getTransferFundsMutationKey } from '@/api/generated/endpoints/accounts/accounts';
import type { AccountBalances } from '@contract-kit/model';
import { newIdempotencyKey } from '@/api/idempotency';
import { AmountField } from '@/components/amount-field';
import { DetailRow } from '@/components/detail-list';
import { ReviewStep } from '@/components/review-step';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { useSession } from '@/features/auth';
import { Big, formatAmount, toDecimalString, tryDec } from '@contract-kit/money';
import { prefilledAmount } from '@contract-kit/rules/amounts';
import { EMAIL_MAX_LENGTH } from '@contract-kit/rules/email';
import { normalizeRecipient, transferProblems, type TransferField } from '@contract-kit/rules/transfer';
import { useSendTransfer } from '../hooks/use-send-transfer';
import { DESCRIPTION_MAX_LENGTH } from '../lib/transfer-constants';
import { serverFieldIssues, transferCurrencyLabel, transferableCurrencies, type TransferIssue } from '../lib/validation';

interface TransferDialogProps {
  open: boolean;
  onClose: () => void;
  balances: AccountBalances | undefined;
}

const ISSUE_MESSAGE = {
  emailInvalid: 'transfer.error.email',
  selfTransfer: 'transfer.error.self',
  recipientNotFound: 'transfer.error.recipientNotFound',
  currencyRequired: 'transfer.error.currency',
  currencyNotTransferable: 'transfer.error.notTransferable',
  amountRequired: 'transfer.error.amount',
  insufficientBalance: 'transfer.error.insufficient',
} as const satisfies Record<TransferIssue, string>;

/**
 * The transfer, in two steps: the form, then a review of what leaves, to whom, the fee and what arrives, from which
 * it is sent. Money leaves on the review's button only; Edit goes back with everything kept.
 */
function TransferBody({ balances, onClose }: Omit<TransferDialogProps, 'open'>) {
  const intl = useIntl();
  const formId = useId();
  const { data: user } = useSession();
  const currencies = transferableCurrencies(balances);
  const [email, setEmail] = useState('');
  const [currency, setCurrency] = useState(() => currencies[0] ?? '');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  /** A field is judged once the user has typed in it and left it (not merely passed through it), or on submit. */
  const [touched, setTouched] = useState<Partial<Record<TransferField, boolean>>>({});
  const edited = useRef<Partial<Record<TransferField, boolean>>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const [isReviewing, setReviewing] = useState(false);
  /** Fields the server refused, until the user edits them. */
  const [refused, setRefused] = useState<Partial<Record<TransferField, TransferIssue>>>({});
  const mutation = useSendTransfer();
  const isPending = useIsMutating({ mutationKey: getTransferFundsMutationKey() }) > 0;
  const emailField = useRef<HTMLInputElement | null>(null);

  const balance = (currency ? tryDec(balances?.[currency]?.amount) : null) ?? new Big(0);
  const value = tryDec(amount);
  const issues: Partial<Record<TransferField, TransferIssue>> = { ...transferProblems({ recipientEmail: email, senderEmail: user?.email, currency, amount: value, balance }), ...refused };
  const messageFor = (field: TransferField) => {
    const issue = isSubmitted || touched[field] || refused[field] ? issues[field] : undefined;
    return issue ? intl.formatMessage({ id: ISSUE_MESSAGE[issue] }) : null;
  };
  const change = (field: TransferField) => {
    edited.current[field] = true;
    setRefused(({ [field]: _dropped, ...rest }) => rest);
  };
  const leave = (field: TransferField) => {
    if (edited.current[field]) setTouched((current) => ({ ...current, [field]: true }));
  };
  const money = (figure: Big | string) => `${formatAmount(figure, currency, intl.locale)} ${currency}`;

  const review = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(issues).length === 0) setReviewing(true);
  };

  const send = () => {
    if (isPending || !value) return;
    // One press, one submission: its own Idempotency-Key, reused only by the automatic retries of this request.
    // The outcome (toast) and the balance refresh belong to the mutation; closing the dialog belongs to this form.
    mutation.mutate(
      {
        data: { destinationEmail: normalizeRecipient(email), currency, amount: toDecimalString(value), ...(description.trim() ? { description: description.trim() } : {}) },
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: () => onClose(),
        onError: (error) => {
          const atFields = serverFieldIssues(error);
          setRefused(atFields);
          // A refusal that belongs to a field is shown there: back to the form, at that field.
          if (Object.keys(atFields).length > 0) {
            setReviewing(false);
            if (atFields.email) requestAnimationFrame(() => emailField.current?.focus());
          }
        },
      },
    );
  };

  if (currencies.length === 0) {
    return (
      <>
        <DialogContent>
          <Alert severity="info">{intl.formatMessage({ id: 'transfer.noBalance' })}</Alert>
        </DialogContent>
        <DialogActions sx={{ pt: 2 }}>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'transfer.cancel' })}</Button>
        </DialogActions>
      </>
    );
  }

  if (isReviewing && value) {
    return (
      <ReviewStep
        heading={intl.formatMessage({ id: 'transfer.review.heading' })}
        finalNote={intl.formatMessage({ id: 'transfer.review.final' })}
        error={mutation.error}
        editLabel={intl.formatMessage({ id: 'transfer.review.edit' })}
        confirmLabel={intl.formatMessage({ id: 'transfer.review.confirm' }, { amount: money(value) })}
        onEdit={() => setReviewing(false)}
        onConfirm={send}
        isPending={isPending}
      >
        <DetailRow label={intl.formatMessage({ id: 'transfer.review.send' })}>{money(value)}</DetailRow>
        <DetailRow label={intl.formatMessage({ id: 'transfer.review.to' })}>{normalizeRecipient(email)}</DetailRow>
        <DetailRow label={intl.formatMessage({ id: 'transfer.review.fee' })}>{intl.formatMessage({ id: 'transfer.review.noFee' })}</DetailRow>
        <DetailRow label={intl.formatMessage({ id: 'transfer.review.arrives' })} isStrong>
          {money(value)}
        </DetailRow>
        {description.trim() ? <DetailRow label={intl.formatMessage({ id: 'transfer.review.note' })}>{description.trim()}</DetailRow> : null}
      </ReviewStep>
    );
  }

  return (
    <>
      <DialogContent>
        <Box component="form" id={formId} noValidate onSubmit={review} sx={{ pt: 1 }}>
          <Stack spacing={2.5}>
            <TextField
              inputRef={emailField}
              type="email"
              label={intl.formatMessage({ id: 'transfer.form.email' })}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value.slice(0, EMAIL_MAX_LENGTH));
                change('email');
              }}
              onBlur={() => leave('email')}
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
                change('currency');
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
              onChange={(typed) => {
                setAmount(typed);
                change('amount');
                setTouched((current) => ({ ...current, amount: true }));
              }}
              currency={currency || undefined}
              error={messageFor('amount')}
              helperText={currency ? intl.formatMessage({ id: 'components.amountField.available' }, { amount: money(balance) }) : ' '}
              onMax={currency && balance.gt(0) ? () => setAmount(prefilledAmount(balance, currency)) : undefined}
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
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ pt: 2 }}>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'transfer.cancel' })}</Button>
        <Button type="submit" form={formId} variant="contained">
          {intl.formatMessage({ id: 'transfer.continue' })}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * Transfer to another user by e-mail (spec 01 §5, §7: POST /api/accounts/transfer → data.message). Closing it while
 * the transfer runs loses nothing: the outcome toast and the balance refresh happen wherever the dialog is.
 */
export function TransferDialog({ open, onClose, balances }: TransferDialogProps) {
  const intl = useIntl();
  return (
    <ResponsiveDialog open={open} onClose={onClose} title={intl.formatMessage({ id: 'transfer.title' })} hasOwnBody>
      <TransferBody balances={balances} onClose={onClose} />
    </ResponsiveDialog>
  );
}
