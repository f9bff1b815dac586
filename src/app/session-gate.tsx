import { Suspense, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import type { User } from '@contract-kit/model';
import { HostedDialog, usePlace } from '@/components/place-provider';
import {
  AuthScreen,
  EmailVerificationPanel,
  ReauthenticationPrompt,
  reauthenticationPromptCode,
  ResetPasswordDialog,
  SessionIdleWarning,
  sessionIdleWarningCode,
  useEmailVerificationRequired,
  useSession,
  useSessionExpiry,
  useSetSession,
  type AuthScreenProps,
  type ResetLink,
} from '@/features/auth';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useLazyModule } from '@/components/lazy-component';
import { MessagesGate, usePreloadMessages } from '@/i18n';
import { LiveUpdates } from '@/features/live-updates';
import { preloadWhenIdle } from '@/lib/lazy-module';
import { RESET_LINK_KEYS } from '@/lib/places';
import { clearOfflineSnapshot, keepOfflineSnapshotOnlyFor, readOfflineSnapshot, type OfflineSnapshot } from '@/lib/offline-snapshot';
import { expectReauthentication } from '@/api/reauthentication';
import { DialogHost } from './dialogs/dialog-host';
import { gateOf } from './gate';
import { OfflineSnapshotContext } from './offline-snapshot-context';
import { dashboardData, dashboardScreen, offlineScreen } from './screens';

/**
 * A screen's first render at transition priority, which React splits into slices of a few milliseconds: the main
 * thread stays free for input meanwhile instead of one long task (the spinner shows until it is done). The session
 * arrives through React Query's store, whose updates React renders synchronously: without this, the sign-in form or
 * the dashboard would render in the same task as the answer (the largest tasks of the app's start).
 */
function DeferredScreen({ children }: { children: ReactNode }) {
  const isRenderDue = useDeferredValue(true, false);
  return isRenderDue ? children : <FullPageSpinner />;
}

/** The signed-in app: its own chunk, which the route's loader downloads with the dashboard's data and messages. */
function Dashboard({ user }: { user: User }) {
  const screen = useLazyModule(dashboardScreen);
  return screen ? (
    <DeferredScreen>
      <screen.DashboardPage user={user} />
    </DeferredScreen>
  ) : (
    <FullPageSpinner />
  );
}

/** Only opened without a connection (a precached chunk, like every other one). */
function Offline({ snapshot }: { snapshot: OfflineSnapshot }) {
  const screen = useLazyModule(offlineScreen);
  return screen ? <screen.OfflineDashboard snapshot={snapshot} /> : <FullPageSpinner />;
}

// The development server transforms modules on request: there, the signed-in app is fetched at start-up
// (as when it was not split) so signing in does not wait for hundreds of transforms. Builds split it.
if (import.meta.env.DEV) dashboardScreen.preload();

/** The session's own code, preloaded at idle once signed in: the idle warning and, verified, the re-authentication prompt. */
const signedInCode = (isVerified: boolean) => (isVerified ? [sessionIdleWarningCode, reauthenticationPromptCode] : [sessionIdleWarningCode]);

interface SessionGateProps {
  /** A password-reset link from the address (spec 01 §2): the reset dialog opens over whatever shows. */
  resetLink?: ResetLink | null;
}

/**
 * Spec 02 §2 root page: spinner while the session loads; the auth form when signed out; the e-mail
 * verification panel for a user without the verified flag (also when the server refuses an action with
 * 403 EmailNotVerified); the dashboard. The `/` route reads the session before this renders (src/app/gate.ts) and
 * downloads the screen it calls for (src/app/place-loader.ts); this page follows the session as it changes (sign-in, sign-out, expiry).
 *
 * Offline start: when the session cannot be checked for lack of a connection, the device's offline snapshot of
 * the last signed-in user shows read-only (greeting and last known balances marked as not current); without
 * one, the sign-in form (whose submit explains it cannot go offline). When the connection returns, the check
 * runs again (React Query resumes a paused query and refetches a failed one on reconnect and on focus) and its
 * answer replaces this view. The snapshot is removed whenever the check answers "signed
 * out" (sign-out, expiry, password reset) and when another user signs in.
 *
 * The reset link's dialog is a place of its own (`?dialog=reset-password`): the link itself (a one-time id) is
 * kept in memory only and leaves the address bar at once; a reload without it leads to the forgot-password form.
 */
export function SessionGate({ resetLink = null }: SessionGateProps) {
  const session = useSession();
  const expiry = useSessionExpiry();
  const { place, set, closeDialog } = usePlace();
  // A 403 EmailNotVerified from the server: the e-mail verification step shows (spec 01 §4: an unverified user
  // gets the verification step), whatever the cached session said.
  useEmailVerificationRequired();
  const setSession = useSetSession();
  const preloadMessages = usePreloadMessages();
  const [openResetLink, setOpenResetLink] = useState(resetLink);
  // Remounting the auth screen (key) applies a new prefill: e.g. the login tab with the e-mail after a reset.
  const [authScreen, setAuthScreen] = useState<{ key: number; props: Pick<AuthScreenProps, 'initialEmail' | 'notice'> }>({ key: 0, props: {} });
  const [offlineSnapshot, setOfflineSnapshot] = useState<OfflineSnapshot | null>(null);
  // The idle warning and the re-authentication prompt show nothing at first: their code is an idle-time preload
  // (signedInCode), asked for once the first screen has painted, not as requests of its own before that paint —
  // or, for the prompt, by a call that needs it sooner (a card's details opened from the address), which waits for it
  // (api/reauthentication).
  const [, setSignedInCodeArrivals] = useState(0);
  const [isPromptNeeded, setPromptNeeded] = useState(false);

  // The reset link leaves the address bar at once (a link that is not one, too); its dialog is the place instead.
  useEffect(() => {
    if (resetLink) set({ ...WITHOUT_RESET_LINK, dialog: 'reset-password' });
    else if (RESET_LINK_KEYS.some((key) => place[key] !== undefined)) set(WITHOUT_RESET_LINK);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const gate = gateOf(session);
  const isUnreachable = gate.kind === 'unreachable';
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
    if (isDashboardDue) dashboardScreen.preload();
  }, [isDashboardDue]);
  // The same signed-in app has the re-authentication prompt (below).
  useEffect(() => (isDashboardDue ? expectReauthentication(() => setPromptNeeded(true)) : undefined), [isDashboardDue]);
  const isSignedIn = Boolean(user) && !offlineSnapshot;
  // Each shows once its own code is here (a download that failed shows nothing until a later ask brings it).
  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    void preloadWhenIdle(signedInCode(isDashboardDue)).then(() => isCurrent && setSignedInCodeArrivals((count) => count + 1));
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, isDashboardDue]);

  // A reload of the reset dialog's place: the link is gone (it never was in storage), so a new one is needed.
  const isResetPlace = place.dialog === 'reset-password';
  // Set when the dialog itself ends the link (reset done, or a new link asked for): the address is then already on
  // its way to the next place, which the stale-place rule below must not overtake with the forgot-password form.
  const isLeavingResetPlace = useRef(false);
  useEffect(() => {
    if (!isResetPlace) isLeavingResetPlace.current = false;
  }, [isResetPlace]);
  const hasStaleResetPlace = isResetPlace && !openResetLink;
  useEffect(() => {
    if (hasStaleResetPlace && !isLeavingResetPlace.current) set({ dialog: undefined, auth: user ? undefined : 'forgot' });
  }, [hasStaleResetPlace, set, user]);

  const showAuthScreen = (props: (typeof authScreen)['props']) => setAuthScreen((current) => ({ key: current.key + 1, props }));

  let content;
  // The signed-in views also need the signed-in app's messages (a catalogue part of their own, loaded alongside).
  if (offlineSnapshot)
    content = (
      <MessagesGate part="main" fallback={<FullPageSpinner />}>
        <Offline snapshot={offlineSnapshot} />
      </MessagesGate>
    );
  else if (gate.kind === 'checking') content = <FullPageSpinner />;
  else if (!user) {
    content = (
      // `display: contents` adds no box: the wrapper only notices the submit that starts a sign-in.
      <div
        style={{ display: 'contents' }}
        onSubmitCapture={() => {
          dashboardScreen.preload();
          dashboardData.preload();
          preloadMessages('main');
        }}
      >
        <DeferredScreen>
          <AuthScreen key={authScreen.key} {...authScreen.props} notice={authScreen.props.notice ?? expiry.notice} onSignedIn={expiry.clearExpired} />
        </DeferredScreen>
      </div>
    );
  } else if (!user.verified) content = <EmailVerificationPanel user={user} />;
  else
    content = (
      <MessagesGate part="main" fallback={<FullPageSpinner />}>
        <Dashboard user={user} />
      </MessagesGate>
    );

  return (
    <OfflineSnapshotContext.Provider value={offlineSnapshot}>
      <Suspense fallback={<FullPageSpinner />}>{content}</Suspense>
      {/* The dialogs the address names (the app's one dialog host), over the signed-in app (or its offline frame) —
          never over the sign-in form — with the signed-in app's messages. */}
      {user?.verified || offlineSnapshot ? (
        <MessagesGate part="main" fallback={null}>
          <DialogHost />
        </MessagesGate>
      ) : null}
      {/* Development only: refreshes what the transaction simulator injects (nothing in production builds). */}
      {user?.verified && <LiveUpdates userId={user.id} />}
      {/* Signed in (also before the e-mail is verified): the server's idle timeout, a minute ahead. */}
      {isSignedIn && sessionIdleWarningCode.current() !== undefined && (
        <Suspense fallback={null}>
          <SessionIdleWarning />
        </Suspense>
      )}
      {/* Signed in and verified: asked by the fetcher before a call that needs a recent authentication. */}
      {isDashboardDue && user && (reauthenticationPromptCode.current() !== undefined || isPromptNeeded) && (
        <Suspense fallback={null}>
          <ReauthenticationPrompt hasMfa={user.mfaEnabled} />
        </Suspense>
      )}
      {openResetLink && (
        // The dialog's code loads on demand (reset links are rare); until then the page shows as it is.
        <Suspense fallback={null}>
          <HostedDialog>
            <ResetPasswordDialog
              link={openResetLink}
              open={isResetPlace}
              onClose={closeDialog}
              onReset={(email) => {
                isLeavingResetPlace.current = true;
                setOpenResetLink(null);
                set({ dialog: undefined, auth: undefined });
                // The reset ended every session of the account: sign in again with the new password.
                if (user) setSession(null);
                expiry.clearExpired();
                showAuthScreen({ initialEmail: email, notice: 'password-reset' });
              }}
              onRequestNewLink={
                user
                  ? undefined
                  : (email) => {
                      isLeavingResetPlace.current = true;
                      setOpenResetLink(null);
                      set({ dialog: undefined, auth: 'forgot' });
                      showAuthScreen({ initialEmail: email });
                    }
              }
            />
          </HostedDialog>
        </Suspense>
      )}
    </OfflineSnapshotContext.Provider>
  );
}

/** The reset link's keys, removed. */
const WITHOUT_RESET_LINK = { action: undefined, changePasswordId: undefined, tenantId: undefined, email: undefined } as const;
