import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Card } from '@contract-kit/model';
import { formatUsd } from '@contract-kit/money';
import { cardOwnLimit, CONTROL_LIMIT_DECIMALS, type ControlLimitField, type ControlLimitProblem } from '@contract-kit/rules/card-controls';
import { formatErrorMessage, isApiError, retryAfterSeconds, serverMessageOr, type ErrorMessage } from '@/api/errors';
import { useUpdateCardControls } from '@/api/generated/endpoints/cards/cards';
import { AmountField } from '@/components/amount-field';
import { CodeField } from '@/components/code-field';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { useToast } from '@/components/toast-provider';
import { isCompleteMfaCode, MFA_CODE } from '@/features/security';
import type { MessageId } from '@/i18n/message-id';
import { controlsRequest, formOf, limitProblems, PROBLEM_IDS, SWITCHES, usageOf, type ControlsForm, type ControlSwitch } from '../lib/card-controls-form';

interface CardControlsDialogProps {
  card: Card;
  /** The user has two-factor authentication on: a change needs an authenticator code. */
  hasMfa: boolean;
  open: boolean;
  onClose: () => void;
}

const SWITCH_IDS = {
  online: 'cardControls.online',
  contactless: 'cardControls.contactless',
  atm: 'cardControls.atm',
  foreignCurrency: 'cardControls.foreignCurrency',
} as const satisfies Record<ControlSwitch, MessageId>;

const LIMIT_FIELDS = [
  { field: 'dailyLimit', label: 'cardControls.dailyLimit', usage: 'cardControls.usage.daily', usageNoLimit: 'cardControls.usage.dailyNoLimit', spentKey: 'daily' },
  { field: 'monthlyLimit', label: 'cardControls.monthlyLimit', usage: 'cardControls.usage.monthly', usageNoLimit: 'cardControls.usage.monthlyNoLimit', spentKey: 'monthly' },
] as const satisfies readonly { field: ControlLimitField; label: MessageId; usage: MessageId; usageNoLimit: MessageId; spentKey: 'daily' | 'monthly' }[];

type Failure = { field: 'mfaCode'; message: ErrorMessage } | { field: null; message: ErrorMessage };

/** What a refused change shows, and where: a code problem under the code field, anything else above the buttons. */
function failureOf(error: unknown): Failure {
  if (isApiError(error)) {
    if (error.errorCode === 'MfaCodeRequired') return { field: 'mfaCode', message: { id: 'cardControls.error.mfaRequired' } };
    if (error.errorCode === 'InvalidMfaCode') return { field: 'mfaCode', message: { id: 'cardControls.error.mfaInvalid' } };
    if (error.errorCode === 'CardNotActive') return { field: null, message: { id: 'cardControls.error.notActive' } };
    const seconds = retryAfterSeconds(error);
    if (seconds !== undefined) return { field: null, message: { id: 'cardControls.error.tooManyAttempts', values: { seconds } } };
  }
  return { field: null, message: serverMessageOr(error, 'cardControls.error.failed') };
}

const problemText = (intl: IntlShape, problem: ControlLimitProblem, max: string) => intl.formatMessage({ id: PROBLEM_IDS[problem] }, { max: formatUsd(max, intl.locale) });

/**
 * Card controls (beyond the spec): the card's daily and monthly spending limits, each with what was spent
 * so far today / this month and what is left, and switches for online, contactless, ATM and foreign-currency
 * transactions. Saving needs the active card and, when the user has MFA, an authenticator code. The card processor
 * then declines what they do not allow, with its own reason in the card's transactions.
 */
export function CardControlsDialog({ card, hasMfa, open, onClose }: CardControlsDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const mutation = useUpdateCardControls();
  const [form, setForm] = useState<ControlsForm>(() => formOf(card.controls));
  const [mfaCode, setMfaCode] = useState('');
  const [mfaError, setMfaError] = useState<string | null>(null);
  const [isChecked, setChecked] = useState(false);
  // The form starts from the card's controls each time the dialog opens (the card is re-read after a save).
  const [isOpened, setOpened] = useState(false);
  if (open !== isOpened) {
    setOpened(open);
    if (open) {
      setForm(formOf(card.controls));
      setMfaCode('');
      setMfaError(null);
      setChecked(false);
    }
  }
  const formId = `card-controls-${card.id}`;
  const cardLimit = cardOwnLimit(card);
  const problems = isChecked ? limitProblems(form, card) : {};
  const usage = card.controls?.usage ?? { daily: '0', monthly: '0' };
  const failure = mutation.isError ? failureOf(mutation.error) : null;

  const change = (patch: Partial<ControlsForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    if (mutation.isError && failureOf(mutation.error).field === null) mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const codeProblem = hasMfa && !isCompleteMfaCode(mfaCode) ? intl.formatMessage({ id: 'cardControls.error.mfaRequired' }) : null;
    setMfaError(codeProblem);
    if (Object.keys(limitProblems(form, card)).length > 0 || codeProblem) return;
    mutation.mutate(
      { id: card.id, data: controlsRequest(form, hasMfa ? mfaCode : null) },
      {
        onSuccess: () => {
          toast({ title: intl.formatMessage({ id: 'cardControls.saved' }), variant: 'success' });
          onClose();
        },
        // A code is accepted once: a refused one is typed again.
        onError: (error) => {
          if (failureOf(error).field === 'mfaCode') setMfaCode('');
        },
      },
    );
  };

  const codeError = mfaError ?? (failure?.field === 'mfaCode' ? formatErrorMessage(intl, failure.message) : null);
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      isCloseDisabled={mutation.isPending}
      onExited={() => mutation.reset()}
      maxWidth="sm"
      title={intl.formatMessage({ id: 'cardControls.title' })}
      actions={
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {intl.formatMessage({ id: 'cards.cancel' })}
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={mutation.isPending}>
            {intl.formatMessage({ id: 'cardControls.save' })}
          </Button>
        </DialogActions>
      }
    >
      <Stack component="form" id={formId} onSubmit={submit} noValidate spacing={3} sx={{ pt: 1 }}>
        <Typography color="text.secondary">{intl.formatMessage({ id: 'cardControls.intro' }, { lastFour: card.lastFourDigits })}</Typography>

        <Stack component="fieldset" spacing={2} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="title" sx={{ mb: 0.5, p: 0 }}>
            {intl.formatMessage({ id: 'cardControls.limits' })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'cardControls.limitsHint' }, { max: formatUsd(cardLimit, intl.locale) })}
          </Typography>
          {LIMIT_FIELDS.map(({ field, label, usage: usageId, usageNoLimit, spentKey }) => {
            const { spent, remaining } = usageOf(card.controls?.[field], usage[spentKey]);
            const problem = problems[field];
            return (
              <AmountField
                key={field}
                id={`${formId}-${field}`}
                name={field}
                label={intl.formatMessage({ id: label })}
                value={form[field]}
                onChange={(value) => change({ [field]: value })}
                currency={card.currency}
                maxDecimals={CONTROL_LIMIT_DECIMALS}
                disabled={mutation.isPending}
                error={problem ? problemText(intl, problem, cardLimit) : null}
                helperText={
                  remaining === null
                    ? intl.formatMessage({ id: usageNoLimit }, { spent: formatUsd(spent, intl.locale) })
                    : intl.formatMessage({ id: usageId }, { spent: formatUsd(spent, intl.locale), remaining: formatUsd(remaining, intl.locale) })
                }
              />
            );
          })}
        </Stack>

        <FormControl component="fieldset" disabled={mutation.isPending} sx={{ minWidth: 0 }}>
          <FormLabel component="legend" sx={{ typography: 'title', color: 'text.primary', mb: 0.5 }}>
            {intl.formatMessage({ id: 'cardControls.switches' })}
          </FormLabel>
          <FormGroup>
            {SWITCHES.map((name) => (
              <FormControlLabel
                key={name}
                control={<Switch name={name} checked={form[name]} onChange={(event) => change({ [name]: event.target.checked })} />}
                label={intl.formatMessage({ id: SWITCH_IDS[name] })}
                sx={{ mr: 0, justifyContent: 'space-between' }}
                labelPlacement="start"
              />
            ))}
          </FormGroup>
        </FormControl>

        {hasMfa ? (
          <CodeField
            shape={MFA_CODE}
            name="mfaCode"
            label={intl.formatMessage({ id: 'cardControls.mfaCode' })}
            value={mfaCode}
            onChange={(value) => {
              setMfaCode(value);
              setMfaError(null);
            }}
            error={Boolean(codeError)}
            helperText={codeError ?? intl.formatMessage({ id: 'cardControls.mfaHelper' })}
            disabled={mutation.isPending}
            required
            fullWidth
          />
        ) : null}

        {failure && failure.field === null ? <Alert severity="error">{formatErrorMessage(intl, failure.message)}</Alert> : null}
      </Stack>
    </ResponsiveDialog>
  );
}
