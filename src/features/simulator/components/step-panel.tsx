import SendIcon from '@mui/icons-material/Send';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { useGetSimulatorClock } from '@/api/generated/endpoints/simulator/simulator';
import { useSimulator } from '../hooks/use-simulator';
import { describeStepText, issueText, KIND_LABEL } from '../lib/describe';
import { ATM_OPERATORS, MERCHANTS, SeededRandom, validateStep, ZERO_DECIMAL_CURRENCIES, type CatalogueMerchant, type DECLINABLE_TYPES, type StepOutcome } from '../lib/engine';
import { declineReasonFor } from '@contract-kit/rules/card-transactions';
import { useSimText, type SimMessageId } from '../lib/messages';
import { buildStep, cycleOf, defaultValues, FORM_STEP_KINDS, STEP_FIELDS, STEP_NEEDS, type FieldSpec, type FormStepKind, type FormValues } from '../lib/step-forms';

const HINT: Readonly<Record<FormStepKind, SimMessageId>> = {
  purchase: 'simulator.hint.purchase',
  refund: 'simulator.hint.refund',
  decline: 'simulator.hint.decline',
  atm: 'simulator.hint.atm',
  settle: 'simulator.hint.settle',
  approval: 'simulator.hint.approval',
  withdrawal: 'simulator.hint.withdrawal',
  deposit: 'simulator.hint.deposit',
  'card-deposit': 'simulator.hint.cardDeposit',
  push: 'simulator.hint.push',
  kyc: 'simulator.hint.kyc',
  shipping: 'simulator.hint.shipping',
  statement: 'simulator.hint.statement',
};

const isCardTransaction = (kind: FormStepKind) => kind === 'purchase' || kind === 'refund' || kind === 'decline' || kind === 'atm';

/** Inject one step of any kind: a form with the step's contract fields, checked as the contract checks them. */
export function StepPanel() {
  const t = useSimText();
  const { user, cardId, send } = useSimulator();
  const clock = useGetSimulatorClock();
  const [kind, setKind] = useState<FormStepKind>('purchase');
  const card = user?.cards.find((candidate) => candidate.id === cardId);
  const context = {
    cycle: cycleOf(clock.data ? new Date(clock.data.now) : new Date()),
    transaction: user?.pendingCardTransactions[0]?.id,
    withdrawal: user?.withdrawals[0]?.id,
    physicalStatus: card?.physicalStatus,
  };
  const [values, setValues] = useState<FormValues>(() => defaultValues('purchase', context));
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSending, setSending] = useState(false);
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ outcome: StepOutcome } | { error: string } | null>(null);
  const [random] = useState(() => new SeededRandom(Date.now() % 4_294_967_296));

  const target = { cardId, user: user?.email };
  const step = buildStep(kind, values, target);
  const issues = useMemo(() => {
    const byField: Record<string, string> = {};
    for (const issue of validateStep(step)) byField[issue.path === 'card' || issue.path === 'user' ? 'target' : issue.path] ??= issueText(issue, t);
    return byField;
    // `step` is rebuilt from these on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, values, cardId, user?.email, t]);
  const shown = isSubmitted ? { ...serverIssues, ...issues } : serverIssues;

  const changeKind = (next: FormStepKind) => {
    setKind(next);
    setValues(defaultValues(next, context));
    setSubmitted(false);
    setServerIssues({});
    setResult(null);
  };
  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerIssues(({ [name]: _dropped, ...rest }) => rest);
  };
  const pickMerchant = (merchant: CatalogueMerchant | undefined) => {
    const pool = kind === 'atm' ? ATM_OPERATORS : MERCHANTS;
    const chosen = merchant ?? random.pick(pool);
    const amount = random.amount(chosen.min, chosen.max, ZERO_DECIMAL_CURRENCIES.has(chosen.currency) ? 0 : 2);
    setValues((current) => ({ ...current, 'merchant.name': chosen.name, 'merchant.city': chosen.city, 'merchant.country': chosen.country, currency: chosen.currency, amount }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setResult(null);
    if (Object.keys(issues).length > 0) return;
    setSending(true);
    const outcome = await send(step);
    setSending(false);
    if (outcome.ok) {
      setSubmitted(false);
      setResult({ outcome: outcome.outcome });
    } else {
      const byField: Record<string, string> = {};
      for (const issue of outcome.issues) byField[issue.path.replace(/^(body|path)\./, '').replace(/^(cardId|id)$/, 'target')] ??= issueText(issue, t);
      setServerIssues(byField);
      setResult({ error: outcome.message });
    }
  };

  const optionsFor = (field: FieldSpec): { value: string; label: string }[] | undefined => {
    if (field.name === 'transaction' && user && user.pendingCardTransactions.length > 0) {
      return user.pendingCardTransactions.map((tx) => ({
        value: tx.id,
        label: t('simulator.option.pendingTransaction', { merchant: tx.merchantName, amount: tx.amount, date: tx.transactionDate.slice(0, 16).replace('T', ' ') }),
      }));
    }
    if (field.name === 'withdrawal' && user && user.withdrawals.length > 0) {
      return user.withdrawals.map((withdrawal) => ({
        value: withdrawal.id,
        label: t('simulator.option.withdrawal', { amount: withdrawal.amount, currency: withdrawal.currency, chain: withdrawal.blockchainId, id: withdrawal.id }),
      }));
    }
    return field.options?.map((option) => ({ value: option, label: option }));
  };

  const needs = STEP_NEEDS[kind];
  const declineType = values['transactionType'] as (typeof DECLINABLE_TYPES)[number] | undefined;

  return (
    <Stack spacing={2}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="simulator-step-title">
        <Stack spacing={2}>
          <Typography id="simulator-step-title" variant="h3" component="h2">
            {t('simulator.step.title')}
          </Typography>
          <TextField
            select
            label={t('simulator.step.kind')}
            value={kind}
            onChange={(event) => changeKind(event.target.value as FormStepKind)}
            slotProps={{ htmlInput: { 'data-testid': 'simulator-step-kind' } }}
          >
            {FORM_STEP_KINDS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(KIND_LABEL[option])}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            {t(HINT[kind])}
          </Typography>
          <Typography variant="body2">
            {needs === 'user'
              ? t('simulator.step.toUser', { user: user?.email ?? '—' })
              : needs === 'card' && card
                ? t('simulator.step.onCard', { model: card.model, last4: card.lastFourDigits, user: user?.email ?? '' })
                : null}
          </Typography>
          {needs !== 'none' && shown['target'] && <Alert severity="error">{t(needs === 'card' ? 'simulator.step.noCard' : 'simulator.step.noUser')}</Alert>}
          {isCardTransaction(kind) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                select
                size="small"
                sx={{ minWidth: 240 }}
                label={t('simulator.step.catalogue')}
                value=""
                onChange={(event) => pickMerchant((kind === 'atm' ? ATM_OPERATORS : MERCHANTS).find((merchant) => merchant.name === event.target.value))}
              >
                {(kind === 'atm' ? ATM_OPERATORS : MERCHANTS).map((merchant) => (
                  <MenuItem key={merchant.name} value={merchant.name}>
                    {t('simulator.step.merchantOption', { name: merchant.name, city: merchant.city, country: merchant.country, currency: merchant.currency })}
                  </MenuItem>
                ))}
              </TextField>
              <Button startIcon={<ShuffleIcon />} onClick={() => pickMerchant(undefined)}>
                {t('simulator.step.randomMerchant')}
              </Button>
            </Stack>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
            {STEP_FIELDS[kind].map((field) => {
              const options = optionsFor(field);
              const error = shown[field.name];
              return (
                <TextField
                  key={`${kind}:${field.name}`}
                  select={Boolean(options)}
                  label={t(field.label)}
                  value={values[field.name] ?? ''}
                  onChange={(event) => change(field.name, event.target.value)}
                  error={Boolean(error)}
                  helperText={error ?? (field.isOptional ? t('simulator.field.optional') : ' ')}
                  required={!field.isOptional && !field.allowsEmpty}
                  sx={field.isWide ? { gridColumn: '1 / -1' } : undefined}
                  slotProps={{ htmlInput: { name: field.name, inputMode: field.control === 'integer' ? 'numeric' : undefined, 'data-testid': `simulator-field-${field.name}` } }}
                >
                  {options?.map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.label}
                    </MenuItem>
                  ))}
                </TextField>
              );
            })}
          </Box>
          {kind === 'decline' && declineType && <Typography variant="body2">{t('simulator.step.declineReason', { reason: declineReasonFor(declineType) })}</Typography>}
          <Box>
            <Button type="submit" variant="contained" startIcon={isSending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />} disabled={isSending} data-testid="simulator-send">
              {t('simulator.step.send')}
            </Button>
          </Box>
          <div aria-live="polite">
            {result &&
              ('outcome' in result ? (
                <Alert severity="success">{t('simulator.step.sent', { description: describeStepText(result.outcome.step, t), status: result.outcome.status ?? '—' })}</Alert>
              ) : (
                <Alert severity="error">{result.error}</Alert>
              ))}
          </div>
        </Stack>
      </Box>
    </Stack>
  );
}
