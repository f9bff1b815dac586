import { lazy } from 'react';
export { AuthScreen, type AuthNotice, type AuthScreenProps } from './components/auth-screen';
// Rare screens load on demand (render them inside <Suspense>): the sign-in route ships only the auth form.
export const EmailVerificationPanel = lazy(() =>
  import('./components/email-verification-panel').then((module) => ({ default: module.EmailVerificationPanel })),
);
/** Signed in only: the "Stay signed in?" warning before the idle timeout, and the reports of the user's input. */
export const SessionIdleWarning = lazy(() => import('./components/session-idle-warning'));
/** Signed in only: the one "Confirm it's you" prompt before card secrets and changes to how the account is secured. */
export const ReauthenticationPrompt = lazy(() => import('./components/reauthentication-prompt'));
export const ResetPasswordDialog = lazy(() => import('./components/reset-password-dialog').then((module) => ({ default: module.ResetPasswordDialog })));
export { SignOutButton } from './components/sign-out-button';
export { sessionQueryOptions, useSession, useSetSession } from './hooks/use-session';
export { useEmailVerificationRequired, useSessionExpiry } from './hooks/use-session-expiry';
export { parseResetLink, readResetSearch, type ResetLink, type ResetLinkSearch } from './lib/reset-link';
export { useSignOut } from './hooks/use-sign-out';
