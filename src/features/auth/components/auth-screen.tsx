import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePlace } from '@/components/place-provider';
import { TabBar, tabPanelProps } from '@/components/tab-bar';
import { authViewOf, type AuthView } from '@/lib/places';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { lazyComponent } from '@/components/lazy-component';
import { lazyModule } from '@/lib/lazy-module';

// The sign-in screen ships only the login form: the register and forgot-password views (with the legal-page
// dialog, the strength meter, the checkbox) are chunks of their own, fetched as soon as the pointer or focus
// heads for them, so they are usually there by the time they are opened.
const registerFormCode = lazyModule(() => import('./register-form'));
const forgotPasswordCode = lazyModule(() => import('./forgot-password'));
const RegisterForm = lazyComponent(registerFormCode, (module) => module.RegisterForm);
const ForgotPassword = lazyComponent(forgotPasswordCode, (module) => module.ForgotPassword);
const preloadRegisterForm = registerFormCode.preload;
const preloadForgotPassword = forgotPasswordCode.preload;

/** Holds the card's space while a view's code arrives (as tall as the login form: the card does not jump). */
function ViewFallback() {
  const intl = useIntl();
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: 380, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />
    </Box>
  );
}

/** Why the session ended: the server's 401 said so (idle timeout, lifetime), or did not. */
export type SessionEndNotice = 'session-expired' | 'session-idle' | 'session-lifetime';
export type AuthNotice = SessionEndNotice | 'password-reset';

const SESSION_END_MESSAGES = {
  'session-expired': 'auth.sessionExpired',
  'session-idle': 'auth.sessionEnded.idle',
  'session-lifetime': 'auth.sessionEnded.lifetime',
} as const;

export interface AuthScreenProps {
  /** Prefills the login e-mail (after a password reset) and the forgot-password e-mail (a dead reset link). */
  initialEmail?: string;
  notice?: AuthNotice | null;
  onSignedIn?: () => void;
}

/**
 * Spec 01 §2 auth form: a login tab and a register tab, and the forgot-password screens. The view is part of the
 * address (`?auth=register`, `?auth=forgot`, src/lib/places.ts): the forgot-password screen is a new history entry,
 * so the browser's Back returns to the login form, and a reload stays on the view.
 */
export function AuthScreen({ initialEmail = '', notice = null, onSignedIn }: AuthScreenProps) {
  const intl = useIntl();
  const { place, set, returnTo } = usePlace();
  const view = authViewOf(place);
  const [forgotEmail, setForgotEmail] = useState(initialEmail);
  const setView = (next: AuthView) => set({ auth: next === 'login' ? undefined : next });

  if (view === 'forgot') {
    return (
      <AuthLayout>
        <Suspense fallback={<ViewFallback />}>
          <ForgotPassword initialEmail={forgotEmail} onBack={() => returnTo({ auth: undefined })} />
        </Suspense>
      </AuthLayout>
    );
  }

  const noticeAlert =
    notice !== null && notice !== 'password-reset' ? (
      <Alert severity="warning" role="alert">
        <FormattedMessage id={SESSION_END_MESSAGES[notice]} />
      </Alert>
    ) : notice === 'password-reset' ? (
      <Alert severity="success" role="status">
        <FormattedMessage id="auth.reset.success" />
      </Alert>
    ) : null;

  return (
    <AuthLayout>
      <TabBar
        value={view}
        onChange={setView}
        idPrefix="auth"
        fullWidth
        aria-label={intl.formatMessage({ id: 'auth.tabs.label' })}
        sx={{ mb: 2.5 }}
        tabs={[
          { value: 'login', label: intl.formatMessage({ id: 'auth.tabs.login' }) },
          { value: 'register', label: intl.formatMessage({ id: 'auth.tabs.register' }), onIntent: preloadRegisterForm },
        ]}
      />
      <Box {...tabPanelProps('auth', view)}>
        {view === 'login' ? (
          <LoginForm
            onForgotPasswordIntent={preloadForgotPassword}
            initialEmail={initialEmail}
            notice={noticeAlert}
            onSignedIn={onSignedIn}
            onForgotPassword={(email) => {
              setForgotEmail(email);
              set({ auth: 'forgot' }, { push: true });
            }}
          />
        ) : (
          <Suspense fallback={<ViewFallback />}>
            <RegisterForm />
          </Suspense>
        )}
      </Box>
    </AuthLayout>
  );
}
