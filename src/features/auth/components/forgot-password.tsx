import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isOfflineError } from '@/api/errors';
import { forgotPassword } from '@/api/generated/endpoints/password/password';
import { normalizeEmail, validateEmail, type MessageId } from '../lib/validation';
import { FormError } from './form-error';
import { EmailField } from './email-field';

interface ForgotPasswordProps {
  initialEmail?: string;
  onBack: () => void;
}

/**
 * Spec 01 §4 Forgot password: the request form, then a confirmation offering to go back or try again.
 * Spec 01 §8: any failure of the server still shows the generic e-mail-sent message (the answer never tells whether
 * an account exists). A request that never left the device (offline) sent nothing, and the form says so, as every
 * other form does, keeping the address.
 */
export function ForgotPassword({ initialEmail = '', onBack }: ForgotPasswordProps) {
  const intl = useIntl();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<MessageId | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const request = useMutation({
    gcTime: 0,
    mutationFn: (address: string) => forgotPassword({ email: address }),
    onSettled: (_data, error, address) => {
      if (!isOfflineError(error)) setSentTo(address);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setFieldError(problem);
    if (problem) return;
    request.mutate(normalizeEmail(email));
  };

  if (sentTo !== null) {
    return (
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <MarkEmailReadOutlined color="primary" aria-hidden />
          <Typography variant="h1">
            <FormattedMessage id="auth.forgot.sentTitle" />
          </Typography>
        </Stack>
        <Alert severity="success" role="status">
          <FormattedMessage id="auth.forgot.sent" values={{ email: sentTo }} />
        </Alert>
        <Typography color="text.secondary">
          <FormattedMessage id="auth.forgot.sentHint" />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" onClick={onBack} fullWidth>
            <FormattedMessage id="auth.forgot.back" />
          </Button>
          <Button
            variant="outlined"
            fullWidth
            onClick={() => {
              request.reset();
              setSentTo(null);
            }}
          >
            <FormattedMessage id="auth.forgot.tryAgain" />
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="forgot-title">
      <div>
        <Typography id="forgot-title" variant="h1">
          <FormattedMessage id="auth.forgot.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          <FormattedMessage id="auth.forgot.description" />
        </Typography>
      </div>
      <FormError message={isOfflineError(request.error) ? { id: 'app.error.offline' } : null} />
      <EmailField
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (fieldError) setFieldError(null);
        }}
        errorText={fieldError ? intl.formatMessage({ id: fieldError }) : undefined}
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" loading={request.isPending}>
        <FormattedMessage id="auth.forgot.submit" />
      </Button>
      <Button variant="text" onClick={onBack}>
        <FormattedMessage id="auth.forgot.back" />
      </Button>
    </Stack>
  );
}
