import { useState } from 'react';
import {
  AuthScreen,
  EmailVerificationPanel,
  ResetPasswordDialog,
  useSession,
  useSessionExpiry,
  useSetSession,
  type AuthScreenProps,
  type ResetLink,
} from '@/features/auth';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { LiveUpdates } from '@/features/live-updates';
import { DashboardPage } from './layout/dashboard-page';

interface SessionGateProps {
  /** A password-reset link from the address (spec 01 §2): the reset dialog opens over whatever shows. */
  resetLink?: ResetLink | null;
}

/**
 * Spec 02 §2 root page: spinner while the session loads; the auth form when signed out; the e-mail
 * verification panel for a user without the verified flag; the dashboard.
 */
export function SessionGate({ resetLink = null }: SessionGateProps) {
  const session = useSession();
  const expiry = useSessionExpiry();
  const setSession = useSetSession();
  const [openResetLink, setOpenResetLink] = useState(resetLink);
  // Remounting the auth screen (key) applies a new prefill: e.g. the login tab with the e-mail after a reset.
  const [authScreen, setAuthScreen] = useState<{ key: number; props: Pick<AuthScreenProps, 'initialEmail' | 'initialView' | 'notice'> }>({ key: 0, props: {} });

  if (session.isError) throw session.error;
  const user = session.data;

  const showAuthScreen = (props: (typeof authScreen)['props']) => setAuthScreen((current) => ({ key: current.key + 1, props }));

  let content;
  if (session.isPending) content = <FullPageSpinner />;
  else if (!user) {
    content = (
      <AuthScreen
        key={authScreen.key}
        {...authScreen.props}
        notice={authScreen.props.notice ?? (expiry.isExpired ? 'session-expired' : null)}
        onSignedIn={expiry.clearExpired}
      />
    );
  } else if (!user.verified) content = <EmailVerificationPanel user={user} />;
  else content = <DashboardPage user={user} />;

  return (
    <>
      {content}
      {/* Development only: refreshes what the transaction simulator injects (nothing in production builds). */}
      {user?.verified && <LiveUpdates userId={user.id} />}
      {openResetLink && (
        <ResetPasswordDialog
          link={openResetLink}
          onClose={() => setOpenResetLink(null)}
          onReset={(email) => {
            setOpenResetLink(null);
            // The reset ended every session of the account: sign in again with the new password.
            if (user) setSession(null);
            expiry.clearExpired();
            showAuthScreen({ initialEmail: email, initialView: 'login', notice: 'password-reset' });
          }}
          onRequestNewLink={
            user
              ? undefined
              : (email) => {
                  setOpenResetLink(null);
                  showAuthScreen({ initialEmail: email, initialView: 'forgot' });
                }
          }
        />
      )}
    </>
  );
}
