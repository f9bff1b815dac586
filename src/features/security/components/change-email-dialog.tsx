import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatErrorMessage, isApiError } from '@/api/errors';
import { useChangeEmail, useResendEmailChangeCode, useVerifyEmailChange } from '@/api/generated/endpoints/email/email';
import type { User } from '@contract-kit/model';
import { CodeField } from '@/components/code-field';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { useToast } from '@/components/toast-provider';
import type { MessageId } from '@/i18n';
import { accountChangeErrorMessage } from '../lib/errors';
import { EMAIL_CODE, isCompleteEmailCode, isCompleteMfaCode, MFA_CODE } from '../lib/codes';
import { EMAIL_MAX_LENGTH } from '../lib/security-constants';
import { normalizeEmail, validateChangeEmail, type ChangeEmailErrors, type ChangeEmailValues } from '../lib/email';
import { useRefreshSession } from '../hooks/use-refresh-session';

/** Spec 02 §4: email-entry, then verification, then mfa-challenge when the user has MFA. */
export type EmailChangeStep = 'email-entry' | 'verification' | 'mfa-challenge';

interface Flow {
  step: EmailChangeStep;
  verificationId: string | null;
  twoFactorId: string | null;
  /** The code that passed verification (sent again with the authenticator code). */
  verifiedCode: string | null;
}

const START: Flow = { step: 'email-entry', verificationId: null, twoFactorId: null, verifiedCode: null };
const EMPTY: ChangeEmailValues = { newEmail: '', confirmEmail: '' };

const FIELD_ERROR_IDS = {
  required: 'security.email.error.required',
  invalid: 'security.email.error.invalid',
  sameEmail: 'security.email.error.same',
  mismatch: 'security.email.error.mismatch',
  inUse: 'security.email.error.inUse',
} as const;

const VERIFY_ERROR_IDS: Record<string, 'security.email.error.codeExpired' | 'security.email.error.invalidCode' | 'security.email.error.noVerification' | 'security.mfa.error.invalidCode'> = {
  VerificationCodeExpired: 'security.email.error.codeExpired',
  InvalidVerificationCode: 'security.email.error.invalidCode',
  NoVerificationId: 'security.email.error.noVerification',
  InvalidMfaCode: 'security.mfa.error.invalidCode',
};

const isInUse = (error: unknown) => isApiError(error) && error.message.toLowerCase().includes('already in use');

interface ChangeEmailDialogProps {
  open: boolean;
  onClose: () => void;
  user: User;
}

/** Spec 02 §2 change e-mail dialog (entry, verification, MFA challenge); §5 validation; §8 errors. */
export function ChangeEmailDialog({ open, onClose, user }: ChangeEmailDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const refreshSession = useRefreshSession();
  const formId = useId();
  const [flow, setFlow] = useState<Flow>(START);
  const [values, setValues] = useState<ChangeEmailValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof ChangeEmailValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ChangeEmailErrors>({});
  const [code, setCode] = useState('');
  const [mfaCode, setMfaCode] = useState('');
  const [isCompleting, setCompleting] = useState(false);
  const start = useChangeEmail({ mutation: { gcTime: 0 } });
  const verify = useVerifyEmailChange({ mutation: { gcTime: 0 } });
  const resend = useResendEmailChangeCode({ mutation: { gcTime: 0 } });
  const isBusy = start.isPending || verify.isPending || resend.isPending || isCompleting;

  const errors: ChangeEmailErrors = { ...validateChangeEmail(values, user.email), ...serverErrors };
  const isEntryValid = Object.keys(validateChangeEmail(values, user.email)).length === 0;
  const fieldError = (field: keyof ChangeEmailValues) => {
    const error = serverErrors[field] ?? (touched[field] ? errors[field] : undefined);
    return error ? intl.formatMessage({ id: FIELD_ERROR_IDS[error] }) : undefined;
  };
  /** The new and confirm e-mail inputs: the same input, each its own value, label and error. */
  const entryField = (field: keyof ChangeEmailValues, labelId: MessageId) => {
    const helperText = fieldError(field);
    return {
      label: intl.formatMessage({ id: labelId }),
      type: 'email',
      value: values[field],
      onChange: change(field),
      autoComplete: 'email',
      required: true,
      error: Boolean(helperText),
      helperText,
      slotProps: { htmlInput: { maxLength: EMAIL_MAX_LENGTH } },
    } as const;
  };

  const change = (field: keyof ChangeEmailValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors({});
  };

  const reset = () => {
    setFlow(START);
    setValues(EMPTY);
    setTouched({});
    setServerErrors({});
    setCode('');
    setMfaCode('');
    setCompleting(false);
    start.reset();
    verify.reset();
    resend.reset();
  };

  const failureToast = (error: unknown, fallbackId: 'security.email.error.verificationFailed') => {
    const message = accountChangeErrorMessage(error, VERIFY_ERROR_IDS, { explained: fallbackId, other: fallbackId });
    toast({ action: 'email-change', variant: 'destructive', title: intl.formatMessage({ id: 'security.email.failed.title' }), description: formatErrorMessage(intl, message) });
  };

  const finish = async (email: string) => {
    setCompleting(true);
    await refreshSession();
    setCompleting(false);
    toast({
      action: 'email-change',
      variant: 'success',
      title: intl.formatMessage({ id: 'security.email.success.title' }),
      description: intl.formatMessage({ id: 'security.email.success.body' }, { email }),
    });
    onClose();
  };

  const submitEntry = () => {
    setTouched({ newEmail: true, confirmEmail: true });
    if (!isEntryValid) return;
    const newEmail = normalizeEmail(values.newEmail);
    start.mutate(
      { data: { newEmail, confirmEmail: normalizeEmail(values.confirmEmail) } },
      {
        onSuccess: (response) => {
          setFlow({ step: 'verification', verificationId: response.verificationId, twoFactorId: response.twoFactorId ?? null, verifiedCode: null });
        },
        onError: (error) => {
          // Spec 02 §8: 'already in use' shows on the field; a same-email answer too; otherwise a toast.
          if (isInUse(error)) setServerErrors({ newEmail: 'inUse' });
          else if (isApiError(error) && error.errorCode === 'SameEmail') setServerErrors({ newEmail: 'sameEmail' });
          else if (isApiError(error) && error.errorCode === 'EmailMismatch') setServerErrors({ confirmEmail: 'mismatch' });
          else failureToast(error, 'security.email.error.verificationFailed');
        },
      },
    );
  };

  /** A verification refused: an address taken meanwhile goes back to the form with its message, anything else is a toast. */
  const failVerification = (error: unknown) => {
    if (isInUse(error)) {
      setFlow(START);
      setServerErrors({ newEmail: 'inUse' });
      return;
    }
    failureToast(error, 'security.email.error.verificationFailed');
  };

  const submitCode = () => {
    if (!flow.verificationId || !isCompleteEmailCode(code)) return;
    verify.mutate(
      { data: { verificationId: flow.verificationId, code } },
      {
        onSuccess: (response) => {
          if (response.requiresMFA) {
            setFlow((current) => ({ ...current, step: 'mfa-challenge', twoFactorId: response.twoFactorId ?? current.twoFactorId, verifiedCode: code }));
            return;
          }
          void finish(response.email ?? normalizeEmail(values.newEmail));
        },
        onError: failVerification,
      },
    );
  };

  const submitMfa = () => {
    if (!flow.verificationId || !flow.verifiedCode || !flow.twoFactorId) return;
    if (!isCompleteMfaCode(mfaCode)) {
      toast({
        action: 'email-change',
        variant: 'destructive',
        title: intl.formatMessage({ id: 'security.email.failed.title' }),
        description: intl.formatMessage({ id: 'security.mfa.error.invalidCode' }),
      });
      return;
    }
    verify.mutate(
      { data: { verificationId: flow.verificationId, code: flow.verifiedCode, mfaCode, twoFactorId: flow.twoFactorId } },
      {
        onSuccess: (response) => void finish(response.email ?? normalizeEmail(values.newEmail)),
        onError: failVerification,
      },
    );
  };

  const resendCode = () => {
    if (!flow.verificationId) return;
    resend.mutate(
      { data: { verificationId: flow.verificationId } },
      {
        onSuccess: (response) => {
          setFlow((current) => ({ ...current, verificationId: response.data.verificationId }));
          setCode('');
          toast({ action: 'email-change', variant: 'default', title: intl.formatMessage({ id: 'security.email.verify.resent' }, { email: normalizeEmail(values.newEmail) }) });
        },
        onError: (error) => failureToast(error, 'security.email.error.verificationFailed'),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (flow.step === 'email-entry') submitEntry();
    else if (flow.step === 'verification') submitCode();
    else submitMfa();
  };

  const actions = (
    <DialogActions>
      {flow.step === 'email-entry' ? (
        <Button onClick={onClose} disabled={isBusy}>
          <FormattedMessage id="security.common.cancel" />
        </Button>
      ) : (
        <Button
          onClick={() => {
            setFlow(flow.step === 'mfa-challenge' ? { ...flow, step: 'verification' } : START);
            setMfaCode('');
          }}
          disabled={isBusy}
        >
          <FormattedMessage id="security.common.back" />
        </Button>
      )}
      <Button
        type="submit"
        form={formId}
        variant="contained"
        loading={isBusy && !resend.isPending}
        disabled={(flow.step === 'email-entry' && !isEntryValid) || (flow.step === 'verification' && !isCompleteEmailCode(code)) || (flow.step === 'mfa-challenge' && mfaCode.length === 0)}
      >
        <FormattedMessage id={flow.step === 'email-entry' ? 'security.email.sendCode' : flow.step === 'verification' ? 'security.email.verify.submit' : 'security.email.mfa.submit'} />
      </Button>
    </DialogActions>
  );

  return (
    <ResponsiveDialog open={open} onClose={onClose} onExited={reset} isCloseDisabled={isBusy} maxWidth="xs" title={<FormattedMessage id="security.email.title" />} actions={actions}>
      <Stack component="form" id={formId} spacing={2} noValidate onSubmit={submit} sx={{ pt: 1 }} data-step={flow.step}>
        {flow.step === 'email-entry' && (
          <>
            <TextField label={intl.formatMessage({ id: 'security.email.current' })} value={user.email} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField {...entryField('newEmail', 'security.email.new')} autoFocus />
            <TextField {...entryField('confirmEmail', 'security.email.confirm')} />
          </>
        )}
        {flow.step === 'verification' && (
          <>
            <Typography>
              <FormattedMessage id="security.email.verify.body" values={{ email: normalizeEmail(values.newEmail) }} />
            </Typography>
            <CodeField shape={EMAIL_CODE} label={intl.formatMessage({ id: 'security.email.verify.code' })} value={code} onChange={setCode} autoFocus required />
            <Button onClick={resendCode} loading={resend.isPending} disabled={isBusy} sx={{ alignSelf: 'flex-start' }}>
              <FormattedMessage id="security.email.verify.resend" />
            </Button>
          </>
        )}
        {flow.step === 'mfa-challenge' && (
          <>
            <Typography>
              <FormattedMessage id="security.email.mfa.body" />
            </Typography>
            <CodeField shape={MFA_CODE} label={intl.formatMessage({ id: 'security.mfa.code' })} value={mfaCode} onChange={setMfaCode} autoFocus required />
          </>
        )}
      </Stack>
    </ResponsiveDialog>
  );
}
