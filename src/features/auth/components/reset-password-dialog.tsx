import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorMessage } from '@/api/errors';
import { completePasswordReset, resetPassword, verifyPasswordResetMfa } from '@/api/generated/endpoints/password/password';
import { PasswordField } from '@/components/password-field';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { InvalidServerResponseError } from '../lib/errors';
import { resetErrorMessage } from '../lib/flow-errors';
import type { ResetLink } from '../lib/reset-link';
import { validateConfirmation, validateNewPassword } from '../lib/account-rules';
import type { MessageId } from '../lib/validation';
import { useRetryAfter } from '../hooks/use-retry-after';
import { FormError } from './form-error';
import { NewPasswordHelp } from './new-password-help';
import { PasswordStrengthMeter } from './password-strength-meter';
import { ResetMfaDialog } from './reset-mfa-dialog';

interface ResetPasswordDialogProps {
  link: ResetLink;
  /** Open (default) or closed (Back left its place; Forward opens it again with its state). */
  open?: boolean;
  onClose: () => void;
  /** The password was reset: back to the login tab with the e-mail prefilled. */
  onReset: (email: string) => void;
  /** The link is expired or used: offer the forgot-password form (only where it can be shown). */
  onRequestNewLink?: (email: string) => void;
}

/**
 * Spec 01 §2, §4 reset-password dialog, opened from the e-mail link: the new password (strength ≥ 75,
 * matching confirmation), then either done, or — for a user with two-factor — the reset MFA dialog, whose
 * trust token completes the reset. Spec 01 §8: trust-token or MFA-required errors ask to restart the MFA
 * step; an empty answer gives the invalid-server-response message.
 */
export function ResetPasswordDialog({ link, open = true, onClose, onReset, onRequestNewLink }: ResetPasswordDialogProps) {
  const intl = useIntl();
  const retry = useRetryAfter();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: MessageId | null; confirmPassword?: MessageId | null }>({});
  const [formError, setFormError] = useState<ErrorMessage | null>(null);
  const [mfaError, setMfaError] = useState<ErrorMessage | null>(null);
  const [twoFactorId, setTwoFactorId] = useState<string | null>(null);
  // Each switch between the password form and the MFA step opens a fresh dialog (a new key): reopening the same one
  // while it is still closing (a slow phone, a quick server) left it hidden from assistive technology behind the other.
  const [openings, setOpenings] = useState({ form: 0, mfa: 0 });
  const showMfaStep = (id: string) => {
    setTwoFactorId(id);
    setOpenings((current) => ({ ...current, mfa: current.mfa + 1 }));
  };
  const showForm = () => {
    setTwoFactorId(null);
    setOpenings((current) => ({ ...current, form: current.form + 1 }));
  };
  /** The password that the MFA step completes (the one submitted, even if the field changes meanwhile). */
  const submittedPassword = useRef('');

  const reset = useMutation({
    gcTime: 0,
    mutationFn: async (newPassword: string) => {
      const response = await resetPassword({ changePasswordId: link.changePasswordId, email: link.email, password: newPassword });
      if (!response || typeof response.mfaRequired !== 'boolean') throw new InvalidServerResponseError();
      if (response.mfaRequired && !response.twoFactorId) throw new InvalidServerResponseError();
      return response;
    },
    onSuccess: (response) => {
      if (response.mfaRequired && response.twoFactorId) {
        setMfaError(null);
        showMfaStep(response.twoFactorId);
      } else {
        onReset(link.email);
      }
    },
    onError: (error) => {
      retry.note(error);
      setFormError(resetErrorMessage(error));
    },
  });

  const verifyAndComplete = useMutation({
    gcTime: 0,
    mutationFn: async ({ id, code }: { id: string; code: string }) => {
      const verified = await verifyPasswordResetMfa({ twoFactorId: id, code });
      if (!verified?.trustToken) throw new InvalidServerResponseError();
      const completed = await completePasswordReset({ changePasswordId: link.changePasswordId, password: submittedPassword.current, trustToken: verified.trustToken });
      if (!completed) throw new InvalidServerResponseError();
    },
    onSuccess: () => onReset(link.email),
    onError: (error) => {
      retry.note(error);
      const view = resetErrorMessage(error, 'mfa');
      if (view.id === 'auth.reset.mfaRestart' || view.id === 'auth.reset.linkExpired' || view.id === 'auth.reset.linkInvalid') {
        // Back to the password form: submitting it again starts a new MFA step.
        showForm();
        setFormError(view);
      } else {
        setMfaError(view);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { password: validateNewPassword(password), confirmPassword: validateConfirmation(password, confirmPassword) };
    setErrors(next);
    if (next.password || next.confirmPassword) return;
    setFormError(null);
    submittedPassword.current = password;
    reset.mutate(password);
  };

  const help = (id: MessageId | null | undefined) => (id ? intl.formatMessage({ id }) : undefined);
  const isLinkDead = formError?.id === 'auth.reset.linkExpired' || formError?.id === 'auth.reset.linkInvalid';
  const isBusy = reset.isPending || verifyAndComplete.isPending;

  return (
    <>
      <ResponsiveDialog
        key={`form-${openings.form}`}
        open={open && twoFactorId === null}
        onClose={onClose}
        isCloseDisabled={isBusy}
        title={intl.formatMessage({ id: 'auth.reset.title' })}
        maxWidth="xs"
        actions={
          <DialogActions>
            <Button onClick={onClose} disabled={isBusy}>
              <FormattedMessage id="auth.reset.cancel" />
            </Button>
            {isLinkDead && onRequestNewLink ? (
              <Button variant="contained" onClick={() => onRequestNewLink(link.email)}>
                <FormattedMessage id="auth.reset.requestNewLink" />
              </Button>
            ) : (
              <Button type="submit" form="reset-password-form" variant="contained" loading={reset.isPending} disabled={retry.isWaiting}>
                <FormattedMessage id="auth.reset.submit" />
              </Button>
            )}
          </DialogActions>
        }
      >
        <Stack id="reset-password-form" component="form" noValidate spacing={2} onSubmit={submit} sx={{ pt: 1 }}>
          <Typography color="text.secondary">
            <FormattedMessage id="auth.reset.description" values={{ email: link.email }} />
          </Typography>
          <FormError message={formError} retrySecondsLeft={retry.secondsLeft} />
          {/* Lets password managers pair the new password with the account. */}
          <input type="email" name="email" autoComplete="username" value={link.email} readOnly hidden />
          <PasswordField
            label={intl.formatMessage({ id: 'auth.reset.newPassword' })}
            autoComplete="new-password"
            required
            fullWidth
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (errors.password) setErrors((current) => ({ ...current, password: null }));
            }}
            error={Boolean(errors.password)}
            helperText={<NewPasswordHelp error={errors.password} />}
          />
          <PasswordStrengthMeter password={password} />
          <PasswordField
            label={intl.formatMessage({ id: 'auth.reset.confirmPassword' })}
            autoComplete="new-password"
            required
            fullWidth
            value={confirmPassword}
            onChange={(event) => {
              setConfirmPassword(event.target.value);
              if (errors.confirmPassword) setErrors((current) => ({ ...current, confirmPassword: null }));
            }}
            error={Boolean(errors.confirmPassword)}
            helperText={help(errors.confirmPassword)}
          />
        </Stack>
      </ResponsiveDialog>
      <ResetMfaDialog
        key={`mfa-${openings.mfa}`}
        open={open && twoFactorId !== null}
        isPending={verifyAndComplete.isPending}
        error={mfaError}
        retrySecondsLeft={retry.secondsLeft}
        onSubmit={(code) => twoFactorId && verifyAndComplete.mutate({ id: twoFactorId, code })}
        onCancel={() => {
          showForm();
          setMfaError(null);
        }}
      />
    </>
  );
}
