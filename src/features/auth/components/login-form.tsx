import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PasswordField } from '@/components/password-field';
import { signInErrorMessage } from '../lib/errors';
import { validateEmail, validatePassword, type MessageId } from '../lib/validation';
import { useRetryAfter } from '../hooks/use-retry-after';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { FormError } from './form-error';
import { EmailField } from './email-field';
import { lazyComponent } from '@/components/lazy-component';
import { lazyModule } from '@/lib/lazy-module';

/**
 * The two-factor step's code is loaded only when a sign-in needs it (most do not): it starts downloading as the
 * credentials are sent, so it is there when the server asks for the code.
 */
const mfaCodeFormCode = lazyModule(() => import('./mfa-code-form'));
const MfaCodeForm = lazyComponent(mfaCodeFormCode, (module) => module.MfaCodeForm);

interface LoginFormProps {
  initialEmail?: string;
  /** A notice above the form (session expired, password reset). */
  notice?: ReactNode;
  onForgotPassword: (email: string) => void;
  /** The pointer or focus reached the forgot-password link (its view's code can start loading). */
  onForgotPasswordIntent?: () => void;
  onSignedIn?: () => void;
}

/** The login tab: e-mail and password, then the two-factor code step when required (spec 01 §4 Login). */
export function LoginForm({ initialEmail = '', notice, onForgotPassword, onForgotPasswordIntent, onSignedIn }: LoginFormProps) {
  const intl = useIntl();
  const { step, submitCredentials, submitCode, backToCredentials } = useSignInFlow(onSignedIn);
  const retry = useRetryAfter();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: MessageId | null; password?: MessageId | null }>({});

  if (step.kind === 'success') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status" aria-live="polite">
        <Alert severity="success" sx={{ width: '100%' }}>
          <FormattedMessage id="auth.signIn.success" />
        </Alert>
        {step.phase === 'completing' && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography color="text.secondary">
              <FormattedMessage id="auth.signIn.redirecting" />
            </Typography>
          </Stack>
        )}
      </Stack>
    );
  }

  if (step.kind === 'two-factor') {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">
          <FormattedMessage id="auth.mfa.title" />
        </Typography>
        <Suspense fallback={<CircularProgress sx={{ alignSelf: 'center' }} aria-label={intl.formatMessage({ id: 'app.loading' })} />}>
          <MfaCodeForm
            description={<FormattedMessage id="auth.mfa.description" />}
            submitLabel={<FormattedMessage id="auth.mfa.submit" />}
            allowRecoveryCode
            isPending={submitCode.isPending}
            error={submitCode.error ? signInErrorMessage(submitCode.error) : null}
            retrySecondsLeft={retry.secondsLeft}
            onSubmit={(code) => submitCode.mutate(code, { onError: retry.note })}
            footer={
              <Button variant="text" onClick={backToCredentials}>
                <FormattedMessage id="auth.mfa.back" />
              </Button>
            }
          />
        </Suspense>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { email: validateEmail(email), password: validatePassword(password) };
    setErrors(next);
    if (next.email || next.password) return;
    mfaCodeFormCode.preload();
    submitCredentials.mutate({ email, password }, { onError: retry.note });
  };

  const fieldHelp = (id: MessageId | null | undefined) => (id ? intl.formatMessage({ id }) : undefined);

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="sign-in-title">
      <div>
        <Typography id="sign-in-title" variant="h1">
          <FormattedMessage id="auth.signIn.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          <FormattedMessage id="auth.signIn.subtitle" />
        </Typography>
      </div>
      {notice}
      <FormError message={submitCredentials.error ? signInErrorMessage(submitCredentials.error) : null} retrySecondsLeft={retry.secondsLeft} />
      <EmailField value={email} onChange={setEmail} errorText={fieldHelp(errors.email)} autoComplete="username" />
      <PasswordField
        label={intl.formatMessage({ id: 'auth.signIn.password' })}
        autoComplete="current-password"
        required
        fullWidth
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(errors.password)}
        helperText={fieldHelp(errors.password)}
      />
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => onForgotPassword(email)}
        onPointerEnter={onForgotPasswordIntent}
        onFocus={onForgotPasswordIntent}
        onTouchStart={onForgotPasswordIntent}
        sx={{ alignSelf: 'flex-end' }}
      >
        <FormattedMessage id="auth.signIn.forgot" />
      </Link>
      <Button type="submit" variant="contained" size="large" loading={submitCredentials.isPending} disabled={retry.isWaiting}>
        <FormattedMessage id="auth.signIn.submit" />
      </Button>
    </Stack>
  );
}
