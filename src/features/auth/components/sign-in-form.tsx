import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLogin } from '@/api/generated/endpoints/auth/auth';
import { isApiError } from '@/api/errors';
import { useSetSession } from '../hooks/use-session';

interface SignInFormProps {
  isSessionExpired?: boolean;
  onSignedIn?: () => void;
}

/** Password sign-in. The access issue grows this into the full auth form (register, 2FA, recovery). */
export function SignInForm({ isSessionExpired = false, onSignedIn }: SignInFormProps) {
  const intl = useIntl();
  const setSession = useSetSession();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { data: { email: email.trim().toLowerCase(), password } },
      {
        onSuccess: (response) => {
          setSession(response.user);
          onSignedIn?.();
        },
      },
    );
  };

  const errorMessage = login.error
    ? isApiError(login.error)
      ? login.error.message
      : intl.formatMessage({ id: 'app.error.generic' })
    : null;

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="sign-in-title">
            <Typography id="sign-in-title" variant="h1" component="h1">
              <FormattedMessage id="auth.signIn.title" />
            </Typography>
            {isSessionExpired && (
              <Alert severity="warning">
                <FormattedMessage id="auth.sessionExpired" />
              </Alert>
            )}
            {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
            <TextField
              label={intl.formatMessage({ id: 'auth.signIn.email' })}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label={intl.formatMessage({ id: 'auth.signIn.password' })}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" variant="contained" size="large" loading={login.isPending}>
              <FormattedMessage id="auth.signIn.submit" />
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
