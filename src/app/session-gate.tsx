import { lazy, Suspense, useEffect, useState } from 'react';
import { isApiError } from '@/api/errors';
import {
  AuthScreen,
  EmailVerificationPanel,
  ResetPasswordDialog,
  useEmailVerificationRequired,
  useSession,
  useSessionExpiry,
  useSetSession,
  type AuthScreenProps,
  type ResetLink,
} from '@/features/auth';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { MessagesGate, usePreloadMessages } from '@/i18n';
import { LiveUpdates } from '@/features/live-updates';
import { clearOfflineSnapshot, keepOfflineSnapshotOnlyFor, readOfflineSnapshot, type OfflineSnapshot } from '@/lib/offline-snapshot';

/**
 * The signed-in app (layout, dashboard, every feature panel) is its own chunk: the sign-in screen never
 * downloads it. Loading starts as soon as a sign-in or registration form is submitted, so it arrives
 * during the sign-in round trips and the spec's success delays instead of after them.
 */
const loadDashboard = () => import('./layout/dashboard-page');
const DashboardPage = lazy(() => loadDashboard().then((module) => ({ default: module.DashboardPage })));
const preloadDashboard = () => void loadDashboard();
// The development server transforms modules on request: there, the signed-in app is fetched at start-up
// (as when it was not split) so signing in does not wait for hundreds of transforms. Builds split it.
if (import.meta.env.DEV) preloadDashboard();
// Only opened without a connection (a precached chunk, like every other one).
const OfflineDashboard = lazy(() => import('./session-gate-offline').then((module) => ({ default: module.OfflineDashboard })));

interface SessionGateProps {
  /** A password-reset link from the address (spec 01 §2): the reset dialog opens over whatever shows. */
  resetLink?: ResetLink | null;
}

/**
 * Spec 02 §2 root page: spinner while the session loads; the auth form when signed out; the e-mail
 * verification panel for a user without the verified flag (also when the server refuses an action with
 * 403 EmailNotVerified); the dashboard.
 *
 * Offline start: when the session cannot be checked for lack of a connection (the check is paused offline,
 * or failed with a network error — unlike a 401, which means signed out), the device's offline snapshot of
 * the last signed-in user shows read-only (greeting and last known balances marked as not current); without
 * one, the sign-in form (whose submit explains it cannot go offline). When the connection returns, the check
 * runs again (React Query resumes a paused query and refetches a failed one on reconnect and on focus) and its
 * answer replaces this view. The snapshot is removed whenever the check answers "signed
 * out" (sign-out, expiry, password reset) and when another user signs in.
 */
export function SessionGate({ resetLink = null }: SessionGateProps) {
  const session = useSession();
  const expiry = useSessionExpiry();
  // A 403 EmailNotVerified from the server: the e-mail verification step shows (spec 01 §4: an unverified user
  // gets the verification step), whatever the cached session said.
  useEmailVerificationRequired();
  const setSession = useSetSession();
  const preloadMessages = usePreloadMessages();
  const [openResetLink, setOpenResetLink] = useState(resetLink);
  // Remounting the auth screen (key) applies a new prefill: e.g. the login tab with the e-mail after a reset.
  const [authScreen, setAuthScreen] = useState<{ key: number; props: Pick<AuthScreenProps, 'initialEmail' | 'initialView' | 'notice'> }>({ key: 0, props: {} });
  const [offlineSnapshot, setOfflineSnapshot] = useState<OfflineSnapshot | null>(null);

  const isUnreachable =
    (session.isPending && session.fetchStatus === 'paused') || (session.isError && isApiError(session.error) && session.error.isNetworkError);
  // The snapshot view stays up while the check runs again after reconnecting, and goes once it has answered.
  if (isUnreachable && offlineSnapshot === null) {
    const stored = readOfflineSnapshot();
    if (stored) setOfflineSnapshot(stored);
  } else if (!isUnreachable && !session.isPending && offlineSnapshot !== null) setOfflineSnapshot(null);

  const sessionUserId = session.isSuccess ? (session.data?.id ?? null) : undefined;
  useEffect(() => {
    if (sessionUserId === null) clearOfflineSnapshot();
    else if (sessionUserId !== undefined) keepOfflineSnapshotOnlyFor(sessionUserId);
  }, [sessionUserId]);

  if (session.isError && !isUnreachable) throw session.error;
  const user = session.data;

  // Signed in on arrival: the dashboard's code downloads while its messages do (the gate below renders it
  // only once they are there).
  const isDashboardDue = Boolean(user?.verified) && !offlineSnapshot;
  useEffect(() => {
    if (isDashboardDue) preloadDashboard();
  }, [isDashboardDue]);

  const showAuthScreen = (props: (typeof authScreen)['props']) => setAuthScreen((current) => ({ key: current.key + 1, props }));

  let content;
  // The signed-in views also need the signed-in app's messages (a catalogue part of their own, loaded alongside).
  if (offlineSnapshot)
    content = (
      <MessagesGate part="main" fallback={<FullPageSpinner />}>
        <OfflineDashboard snapshot={offlineSnapshot} />
      </MessagesGate>
    );
  else if (session.isPending && !isUnreachable) content = <FullPageSpinner />;
  else if (!user) {
    content = (
      // `display: contents` adds no box: the wrapper only notices the submit that starts a sign-in.
      <div
        style={{ display: 'contents' }}
        onSubmitCapture={() => {
          preloadDashboard();
          preloadMessages('main');
        }}
      >
        <AuthScreen
          key={authScreen.key}
          {...authScreen.props}
          notice={authScreen.props.notice ?? (expiry.isExpired ? 'session-expired' : null)}
          onSignedIn={expiry.clearExpired}
        />
      </div>
    );
  } else if (!user.verified) content = <EmailVerificationPanel user={user} />;
  else
    content = (
      <MessagesGate part="main" fallback={<FullPageSpinner />}>
        <DashboardPage user={user} />
      </MessagesGate>
    );

  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>{content}</Suspense>
      {/* Development only: refreshes what the transaction simulator injects (nothing in production builds). */}
      {user?.verified && <LiveUpdates userId={user.id} />}
      {openResetLink && (
        // The dialog's code loads on demand (reset links are rare); until then the page shows as it is.
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}
