import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@/api/errors';
import { useChangePassword } from '@/api/generated/endpoints/password/password';
import { useToast } from '@/components/toast-provider';
import { isExplainedClientError, retryAfterSeconds } from '../lib/api-error-message';
import { validateChangePassword, type ChangePasswordValues } from '../lib/password-checklist';
import { DialogShell } from './dialog-shell';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELD_ERROR_IDS = {
  required: {
    currentPassword: 'security.password.error.currentRequired',
    newPassword: 'security.password.error.newRequired',
    confirmPassword: 'security.password.error.confirmRequired',
  },
  checklist: 'security.password.error.checklist',
  mismatch: 'security.password.error.mismatch',
  sameAsCurrent: 'security.password.error.sameAsCurrent',
} as const;

/** Server codes the client has its own (translated) words for. */
const SERVER_MESSAGE_IDS: Record<string, 'security.password.error.currentIncorrect' | 'security.password.error.sameAsCurrent' | 'security.password.error.mismatch' | 'security.password.error.checklist'> = {
  InvalidCurrentPassword: 'security.password.error.currentIncorrect',
  SamePassword: 'security.password.error.sameAsCurrent',
  PasswordMismatch: 'security.password.error.mismatch',
  WeakPassword: 'security.password.error.checklist',
};

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 02 §2 change-password dialog: current, new and confirm fields, validated on every change with the
 * live checklist (§5); submit disabled while invalid; errors in toasts (§8).
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const formId = useId();
  const checklistId = useId();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof ChangePasswordValues, boolean>>>({});
  // Passwords never linger in the mutation cache once the dialog is gone.
  const mutation = useChangePassword({ mutation: { gcTime: 0 } });
  const errors = validateChangePassword(values);
  const isValid = Object.keys(errors).length === 0;

  const change = (field: keyof ChangePasswordValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const errorText = (field: keyof ChangePasswordValues) => {
    const error = touched[field] ? errors[field] : undefined;
    if (!error) return undefined;
    if (error === 'required') return intl.formatMessage({ id: FIELD_ERROR_IDS.required[field] });
    return intl.formatMessage({ id: FIELD_ERROR_IDS[error] });
  };

  const reset = () => {
    setValues(EMPTY);
    setTouched({});
    mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || mutation.isPending) return;
    mutation.mutate(
      { data: values },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: intl.formatMessage({ id: 'security.password.success.title' }),
            description: intl.formatMessage({ id: 'security.password.success.body' }),
          });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 429) {
            toast({
              variant: 'destructive',
              title: intl.formatMessage({ id: 'security.password.failed.title' }),
              description: intl.formatMessage({ id: 'security.common.tooManyAttempts' }, { seconds: retryAfterSeconds(error) }),
            });
            return;
          }
          if (isExplainedClientError(error) && isApiError(error)) {
            // Spec 02 §8: the server message, or a current-password-incorrect message.
            const knownId = error.errorCode ? SERVER_MESSAGE_IDS[error.errorCode] : undefined;
            toast({
              variant: 'destructive',
              title: intl.formatMessage({ id: 'security.password.failed.title' }),
              description: knownId ? intl.formatMessage({ id: knownId }) : error.message || intl.formatMessage({ id: 'security.password.error.currentIncorrect' }),
            });
            return;
          }
          toast({
            variant: 'destructive',
            title: intl.formatMessage({ id: 'security.password.failed.title' }),
            description: intl.formatMessage({ id: 'security.common.unexpectedError' }),
          });
        },
      },
    );
  };

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      onExited={reset}
      isBusy={mutation.isPending}
      title={<FormattedMessage id="security.password.title" />}
    >
      <DialogContent>
        <Stack component="form" id={formId} spacing={2} noValidate onSubmit={submit} sx={{ pt: 1 }}>
          <PasswordField
            label={intl.formatMessage({ id: 'security.password.current' })}
            value={values.currentPassword}
            onChange={change('currentPassword')}
            autoComplete="current-password"
            required
            autoFocus
            error={Boolean(errorText('currentPassword'))}
            helperText={errorText('currentPassword')}
          />
          <PasswordField
            label={intl.formatMessage({ id: 'security.password.new' })}
            value={values.newPassword}
            onChange={change('newPassword')}
            autoComplete="new-password"
            required
            error={Boolean(errorText('newPassword'))}
            helperText={errorText('newPassword')}
            slotProps={{ htmlInput: { 'aria-describedby': checklistId } }}
          />
          <PasswordChecklist password={values.newPassword} id={checklistId} />
          <PasswordField
            label={intl.formatMessage({ id: 'security.password.confirm' })}
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
            autoComplete="new-password"
            required
            error={Boolean(errorText('confirmPassword'))}
            helperText={errorText('confirmPassword')}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={mutation.isPending}>
          <FormattedMessage id="security.common.cancel" />
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={!isValid} loading={mutation.isPending}>
          <FormattedMessage id="security.password.submit" />
        </Button>
      </DialogActions>
    </DialogShell>
  );
}
