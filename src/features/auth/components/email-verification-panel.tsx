import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getGetSessionQueryKey, useLogout } from '@/api/generated/endpoints/auth/auth';
import { getResendVerificationEmailMutationKey, resendVerificationEmail, verifyEmail } from '@/api/generated/endpoints/email/email';
import type { User } from '@contract-kit/model';
import { isApiError, type ErrorMessage } from '@/api/errors';
import { CodeField, useCodeInput } from '@/components/code-field';
import { CODE_LENGTH, VERIFICATION_REDIRECT_SECONDS } from '../lib/auth-constants';
import { commonErrorMessage, InvalidServerResponseError } from '../lib/errors';
import { verificationErrorMessage } from '../lib/flow-errors';
import { normalizeVerificationCode, validateVerificationCode } from '../lib/account-rules';
import { useCountdown } from '../hooks/use-countdown';
import { usePendingVerification } from '../hooks/use-pending-verification';
import { useRetryAfter } from '../hooks/use-retry-after';
import { useSetSession } from '../hooks/use-session';
import { AuthLayout } from './auth-layout';
import { FormError } from './form-error';
import { MfaCodeForm } from './mfa-code-form';
import { SignOutButton } from './sign-out-button';

/**
 * Spec 01 §4 e-mail verification step (spec 02 §2: shown to a signed-in user without the verified flag):
 * the mailed 6-character code, a resend link and a back-to-login link. Success shows a verified message
 * and a 3 s countdown, then continues to the dashboard. An expired or missing verification id asks for a
 * resend, which replaces the id. A user with two-factor also enters the authenticator code.
 */
export function EmailVerificationPanel({ user }: { user: User }) {
  if (!user.email) return <NoEmailPanel />;
  return <VerificationForm user={user} />;
}

function NoEmailPanel() {
  return (
    <AuthLayout>
      <Stack spacing={2}>
        <Typography variant="h1">
          <FormattedMessage id="auth.verify.title" />
        </Typography>
        <Alert severity="warning">
          <FormattedMessage id="auth.verify.noEmail" />
        </Alert>
        <SignOutButton />
      </Stack>
    </AuthLayout>
  );
}

function VerificationForm({ user }: { user: User }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const setSession = useSetSession();
  const pending = usePendingVerification();
  // The id a resend just gave is used at once: the refreshed server answer (the same id) may still be on its way.
  const [resentId, setResentId] = useState<string | null>(null);
  const verificationId = resentId ?? pending.data?.verificationId ?? null;
  const retry = useRetryAfter();
  const { code, setCode, setFieldError, fieldProps: codeFieldProps } = useCodeInput();
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [isResendNeeded, setResendNeeded] = useState(false);
  const [isResent, setResent] = useState(false);
  const [twoFactorId, setTwoFactorId] = useState<string | null>(null);
  const redirect = useCountdown();
  const logout = useLogout();

  const isVerified = redirect.isStarted;
  // Spec 01 §4: after the 3 s countdown the flow continues (the refreshed session opens the dashboard).
  useEffect(() => {
    if (redirect.isDone) void queryClient.invalidateQueries({ queryKey: getGetSessionQueryKey() });
  }, [redirect.isDone, queryClient]);

  const onVerified = () => {
    setError(null);
    redirect.start(VERIFICATION_REDIRECT_SECONDS);
  };

  const verify = useMutation({
    gcTime: 0,
    mutationFn: async (input: { verificationCode: string; mfaCode?: string }) => {
      // Typed before the step knew its verification (still loading, or the first read failed): ask once more.
      const id = verificationId ?? (await pending.refetch({ throwOnError: true })).data?.verificationId;
      const response = await verifyEmail({
        verificationCode: input.verificationCode,
        ...(id ? { verificationId: id } : {}),
        ...(input.mfaCode && twoFactorId ? { mfaCode: input.mfaCode, twoFactorId } : {}),
      });
      if (!response) throw new InvalidServerResponseError();
      return response;
    },
    onSuccess: (response) => {
      if (response.requiresMFA && response.twoFactorId) {
        setError(null);
        setTwoFactorId(response.twoFactorId);
      } else {
        onVerified();
      }
    },
    onError: (failure) => {
      retry.note(failure);
      const view = verificationErrorMessage(failure);
      setError(view);
      if (view.id === 'auth.verify.resendNeeded') {
        setResendNeeded(true);
        setTwoFactorId(null);
      }
    },
  });

  const resend = useMutation({
    gcTime: 0,
    // The key gives it its row of the refresh table: the verification in progress is read again.
    mutationKey: getResendVerificationEmailMutationKey(),
    mutationFn: () => resendVerificationEmail({ email: user.email }),
    onSuccess: (response) => {
      setResentId(response.data.verificationId);
      setResendNeeded(false);
      setResent(true);
      setError(null);
      setCode('');
      setTwoFactorId(null);
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.errorCode === 'AlreadyVerified') {
        onVerified();
        return;
      }
      retry.note(failure);
      setResent(false);
      setError(commonErrorMessage(failure));
    },
  });

  const backToLogin = () => logout.mutate(undefined, { onSettled: () => setSession(null) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateVerificationCode(code);
    setFieldError(problem);
    if (problem) return;
    setResent(false);
    verify.mutate({ verificationCode: normalizeVerificationCode(code) });
  };

  const resendLink = (
    <Link component="button" type="button" variant="body2" onClick={() => resend.mutate()} disabled={resend.isPending || retry.isWaiting}>
      <FormattedMessage id="auth.verify.resend" />
    </Link>
  );
  const backLink = (
    <Link component="button" type="button" variant="body2" onClick={backToLogin} disabled={logout.isPending}>
      <FormattedMessage id="auth.verify.back" />
    </Link>
  );

  if (isVerified) {
    return (
      <AuthLayout>
        <Stack spacing={2} role="status" aria-live="polite">
          <Typography variant="h1">
            <FormattedMessage id="auth.verify.title" />
          </Typography>
          <Alert severity="success">
            <FormattedMessage id="auth.verify.success" />
          </Alert>
          <Typography color="text.secondary">
            <FormattedMessage id="auth.verify.countdown" values={{ seconds: Math.max(redirect.secondsLeft, 1) }} />
          </Typography>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <MarkEmailUnreadOutlined color="primary" aria-hidden />
          <Typography variant="h1">
            <FormattedMessage id="auth.verify.title" />
          </Typography>
        </Stack>
        {twoFactorId ? (
          <MfaCodeForm
            description={<FormattedMessage id="auth.verify.mfaDescription" />}
            submitLabel={<FormattedMessage id="auth.verify.submit" />}
            isPending={verify.isPending}
            error={error}
            retrySecondsLeft={retry.secondsLeft}
            onSubmit={(mfaCode) => verify.mutate({ verificationCode: normalizeVerificationCode(code), mfaCode })}
            footer={backLink}
          />
        ) : (
          <Stack component="form" noValidate spacing={2} onSubmit={submit}>
            <Typography color="text.secondary">
              <FormattedMessage id="auth.verify.body" values={{ email: user.email }} />
            </Typography>
            {isResent && (
              <Alert severity="info" role="status">
                <FormattedMessage id="auth.verify.resent" values={{ email: user.email }} />
              </Alert>
            )}
            {(isResendNeeded || (pending.isSuccess && !verificationId)) && !error && (
              <Alert severity="warning">
                <FormattedMessage id="auth.verify.resendNeeded" />
              </Alert>
            )}
            <FormError message={error} retrySecondsLeft={retry.secondsLeft} />
            <CodeField label={intl.formatMessage({ id: 'auth.verify.code' })} shape={{ alphabet: 'alphanumeric', length: CODE_LENGTH }} {...codeFieldProps} required fullWidth />
            <Button type="submit" variant="contained" size="large" loading={verify.isPending} disabled={retry.isWaiting}>
              <FormattedMessage id="auth.verify.submit" />
            </Button>
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              {resendLink}
              {backLink}
            </Stack>
          </Stack>
        )}
      </Stack>
    </AuthLayout>
  );
}
