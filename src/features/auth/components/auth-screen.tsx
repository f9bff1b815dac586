import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthLayout } from './auth-layout';
import { ForgotPassword } from './forgot-password';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthNotice = 'session-expired' | 'password-reset';

export interface AuthScreenProps {
  /** Prefills the login e-mail (after a password reset). */
  initialEmail?: string;
  /** Opens on this view (a dead reset link leads to the forgot-password form). */
  initialView?: 'login' | 'register' | 'forgot';
  notice?: AuthNotice | null;
  onSignedIn?: () => void;
}

type View = 'login' | 'register' | 'forgot';

/** Spec 01 §2 auth form: a login tab and a register tab, and the forgot-password screens. */
export function AuthScreen({ initialEmail = '', initialView = 'login', notice = null, onSignedIn }: AuthScreenProps) {
  const intl = useIntl();
  const [view, setView] = useState<View>(initialView);
  const [forgotEmail, setForgotEmail] = useState(initialEmail);

  if (view === 'forgot') {
    return (
      <AuthLayout>
        <ForgotPassword initialEmail={forgotEmail} onBack={() => setView('login')} />
      </AuthLayout>
    );
  }

  const noticeAlert =
    notice === 'session-expired' ? (
      <Alert severity="warning">
        <FormattedMessage id="auth.sessionExpired" />
      </Alert>
    ) : notice === 'password-reset' ? (
      <Alert severity="success" role="status">
        <FormattedMessage id="auth.reset.success" />
      </Alert>
    ) : null;

  return (
    <AuthLayout>
      <Tabs
        value={view}
        onChange={(_, next: View) => setView(next)}
        variant="fullWidth"
        aria-label={intl.formatMessage({ id: 'auth.tabs.label' })}
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="login" id="auth-tab-login" aria-controls="auth-panel" label={intl.formatMessage({ id: 'auth.tabs.login' })} />
        <Tab value="register" id="auth-tab-register" aria-controls="auth-panel" label={intl.formatMessage({ id: 'auth.tabs.register' })} />
      </Tabs>
      <Box id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${view}`}>
        {view === 'login' ? (
          <LoginForm
            initialEmail={initialEmail}
            notice={noticeAlert}
            onSignedIn={onSignedIn}
            onForgotPassword={(email) => {
              setForgotEmail(email);
              setView('forgot');
            }}
          />
        ) : (
          <RegisterForm />
        )}
      </Box>
    </AuthLayout>
  );
}
