import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatErrorMessage } from '@/api/errors';
import { useChangePassword } from '@/api/generated/endpoints/password/password';
import { PasswordField } from '@/components/password-field';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { useToast } from '@/components/toast-provider';
import type { MessageId } from '@/i18n';
import { accountChangeErrorMessage } from '../lib/errors';
import { validateChangePassword, type ChangePasswordValues } from '../lib/password-checklist';
import { PasswordChecklist } from './password-checklist';

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
const SERVER_MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
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

  /** The three password inputs: each its own value, label and error. */
  const passwordField = (field: keyof ChangePasswordValues, labelId: MessageId) => {
    const helperText = errorText(field);
    return { label: intl.formatMessage({ id: labelId }), value: values[field], onChange: change(field), required: true, error: Boolean(helperText), helperText };
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
            action: 'password-change',
            variant: 'success',
            title: intl.formatMessage({ id: 'security.password.success.title' }),
            description: intl.formatMessage({ id: 'security.password.success.body' }),
          });
          onClose();
        },
        onError: (error) => {
          // Spec 02 §8: the server message, or a current-password-incorrect message.
          const message = accountChangeErrorMessage(error, SERVER_MESSAGE_IDS, { explained: 'security.password.error.currentIncorrect', other: 'security.common.unexpectedError' });
          toast({ action: 'password-change', variant: 'destructive', title: intl.formatMessage({ id: 'security.password.failed.title' }), description: formatErrorMessage(intl, message) });
        },
      },
    );
  };

  const actions = (
    <DialogActions>
      <Button onClick={onClose} disabled={mutation.isPending}>
        <FormattedMessage id="security.common.cancel" />
      </Button>
      <Button type="submit" form={formId} variant="contained" disabled={!isValid} loading={mutation.isPending}>
        <FormattedMessage id="security.password.submit" />
      </Button>
    </DialogActions>
  );

  return (
    <ResponsiveDialog open={open} onClose={onClose} onExited={reset} isCloseDisabled={mutation.isPending} maxWidth="xs" title={<FormattedMessage id="security.password.title" />} actions={actions}>
      <Stack component="form" id={formId} spacing={2} noValidate onSubmit={submit} sx={{ pt: 1 }}>
        <PasswordField {...passwordField('currentPassword', 'security.password.current')} autoComplete="current-password" autoFocus />
        <PasswordField {...passwordField('newPassword', 'security.password.new')} autoComplete="new-password" slotProps={{ htmlInput: { 'aria-describedby': checklistId } }} />
        <PasswordChecklist password={values.newPassword} id={checklistId} />
        <PasswordField {...passwordField('confirmPassword', 'security.password.confirm')} autoComplete="new-password" />
      </Stack>
    </ResponsiveDialog>
  );
}
