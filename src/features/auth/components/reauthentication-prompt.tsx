import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useReauthenticate } from '@/api/generated/endpoints/auth/auth';
import { answerReauthentication } from '@/api/reauthentication';
import { PasswordField } from '@/components/password-field';
import { useRetryAfter } from '../hooks/use-retry-after';
import { reauthenticationErrorMessage } from '../lib/errors';
import { FormError } from './form-error';
import { MfaCodeForm } from './mfa-code-form';

/**
 * "Confirm it's you": the one prompt of the signed-in app before a call that needs a recent authentication (card
 * details, PIN, e-mail change, two-factor set-up, recovery codes, signing out devices). The fetcher asks through
 * api/reauthentication when the server answers 403 ReauthenticationRequired; the password — or, with two-factor
 * on, an authenticator code — confirms, and the fetcher repeats the call. Closing it fails the call: nothing changed.
 */
export function ReauthenticationPrompt({ hasMfa }: { /** The signed-in user has two-factor on: the proof is a code. */ hasMfa: boolean }) {
  const intl = useIntl();
  const titleId = useId();
  const [isOpen, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const [password, setPassword] = useState('');
  const [isMissing, setMissing] = useState(false);
  const retry = useRetryAfter();
  // The password or code never lingers in the mutation cache.
  const mutation = useReauthenticate({ mutation: { gcTime: 0 } });
  const { reset } = mutation;

  useEffect(
    () =>
      answerReauthentication(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setPassword('');
            setMissing(false);
            reset();
            setOpen(true);
          }),
      ),
    [reset],
  );
  // Unmounted while asking (signed out): the waiting call fails instead of hanging.
  useEffect(() => () => settle.current?.(false), []);

  const finish = (confirmed: boolean) => {
    setOpen(false);
    setPassword('');
    settle.current?.(confirmed);
    settle.current = null;
  };

  const confirm = (data: { password: string } | { code: string }) => mutation.mutate({ data }, { onSuccess: () => finish(true), onError: (error) => retry.note(error) });

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (password.length === 0) {
      setMissing(true);
      return;
    }
    confirm({ password });
  };

  const error = mutation.error ? reauthenticationErrorMessage(mutation.error) : null;
  const close = () => {
    if (!mutation.isPending) finish(false);
  };

  return (
    <Dialog open={isOpen} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        <FormattedMessage id="auth.reauth.title" />
      </DialogTitle>
      <DialogContent>
        {hasMfa ? (
          <MfaCodeForm
            onSubmit={(code) => confirm({ code })}
            isPending={mutation.isPending}
            error={error}
            retrySecondsLeft={retry.secondsLeft}
            description={<FormattedMessage id="auth.reauth.bodyCode" />}
            submitLabel={<FormattedMessage id="auth.reauth.confirm" />}
            footer={
              <Button onClick={close} disabled={mutation.isPending}>
                <FormattedMessage id="auth.reauth.cancel" />
              </Button>
            }
          />
        ) : (
          <Stack component="form" noValidate spacing={2} onSubmit={submitPassword}>
            <Typography color="text.secondary">
              <FormattedMessage id="auth.reauth.bodyPassword" />
            </Typography>
            <FormError message={error} retrySecondsLeft={retry.secondsLeft} />
            <PasswordField
              label={intl.formatMessage({ id: 'auth.reauth.password' })}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setMissing(false);
              }}
              autoComplete="current-password"
              required
              autoFocus
              fullWidth
              disabled={mutation.isPending}
              error={isMissing}
              helperText={isMissing ? intl.formatMessage({ id: 'auth.reauth.passwordRequired' }) : undefined}
            />
            <Button type="submit" variant="contained" size="large" loading={mutation.isPending} disabled={retry.isWaiting}>
              <FormattedMessage id="auth.reauth.confirm" />
            </Button>
            <Button onClick={close} disabled={mutation.isPending}>
              <FormattedMessage id="auth.reauth.cancel" />
            </Button>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}

export default ReauthenticationPrompt;
