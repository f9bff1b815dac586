import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';

// Plain ICU strings: react-intl parses them at run time (its parser ships in the bundle).
const messages = {
  title: 'Sign in',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  greeting: 'Welcome back, {email}!',
  error: 'Invalid email or password',
};

const theme = createTheme({ palette: { primary: { main: '#1a237e' } } });
const queryClient = new QueryClient();

async function signIn(body: { email: string; password: string }): Promise<{ email: string }> {
  const response = await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(String(response.status));
  return body;
}

function SignInPage() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({ mutationFn: signIn });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ email, password });
  };
  return (
    <Container maxWidth="xs" component="main" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="title" />
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField label={intl.formatMessage({ id: 'email' })} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
        <TextField
          label={intl.formatMessage({ id: 'password' })}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" disabled={mutation.isPending}>
          <FormattedMessage id="submit" />
        </Button>
        {mutation.isError && (
          <Typography color="error" role="alert">
            <FormattedMessage id="error" />
          </Typography>
        )}
        {mutation.isSuccess && (
          <Typography role="status">
            <FormattedMessage id="greeting" values={{ email: mutation.data.email }} />
          </Typography>
        )}
      </Stack>
    </Container>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: SignInPage });
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) });

if ('serviceWorker' in navigator) window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en" messages={messages} defaultLocale="en">
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </IntlProvider>
    </QueryClientProvider>
  </StrictMode>,
);
