import { lazyComponent } from '@/components/lazy-component';
import { lazyModule } from '@/lib/lazy-module';
export { AuthScreen, type AuthNotice, type AuthScreenProps } from './components/auth-screen';
// Rare screens load on demand (render them inside <Suspense>): the sign-in route ships only the auth form.
export const EmailVerificationPanel = lazyComponent(
  lazyModule(() => import('./components/email-verification-panel')),
  (module) => module.EmailVerificationPanel,
);
/** Signed in only: the "Stay signed in?" warning before the idle timeout, and the reports of the user's input. */
export const sessionIdleWarningCode = lazyModule(() => import('./components/session-idle-warning'));
export const SessionIdleWarning = lazyComponent(sessionIdleWarningCode, (module) => module.default);
/** Signed in only: the one "Confirm it's you" prompt before card secrets and changes to how the account is secured. */
export const reauthenticationPromptCode = lazyModule(() => import('./components/reauthentication-prompt'));
export const ReauthenticationPrompt = lazyComponent(reauthenticationPromptCode, (module) => module.ReauthenticationPrompt);
export const ResetPasswordDialog = lazyComponent(
  lazyModule(() => import('./components/reset-password-dialog')),
  (module) => module.ResetPasswordDialog,
);
export { SignOutButton } from './components/sign-out-button';
export { sessionQueryOptions, useSession, useSetSession } from './hooks/use-session';
export { useEmailVerificationRequired, useSessionExpiry } from './hooks/use-session-expiry';
export { parseResetLink, readResetSearch, type ResetLink, type ResetLinkSearch } from './lib/reset-link';
export { useSignOut } from './hooks/use-sign-out';
