export { AuthScreen, type AuthNotice, type AuthScreenProps } from './components/auth-screen';
export { EmailVerificationPanel } from './components/email-verification-panel';
export { ResetPasswordDialog } from './components/reset-password-dialog';
export { SignOutButton } from './components/sign-out-button';
export { sessionQueryOptions, useSession, useSetSession } from './hooks/use-session';
export { useSessionExpiry } from './hooks/use-session-expiry';
export { parseResetLink, readResetSearch, type ResetLink, type ResetLinkSearch } from './lib/reset-link';
export { useSignOut } from './hooks/use-sign-out';
