export { EmailVerificationPanel } from './components/email-verification-panel';
export { SignInForm } from './components/sign-in-form';
export { SignOutButton } from './components/sign-out-button';
export { sessionQueryOptions, useSession, useSetSession } from './hooks/use-session';
export { useSessionExpiry } from './hooks/use-session-expiry';
