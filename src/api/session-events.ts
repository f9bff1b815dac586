/**
 * A 401 on an authenticated call ends the session client-side. The fetcher reports it here; the session
 * provider listens and shows the sign-in form with a "session expired" message.
 *
 * A 403 EmailNotVerified (money movement or a card operation by a session whose e-mail address is not verified)
 * is reported the same way: the session gate then shows the e-mail verification step.
 */
type Listener = () => void;
/** Told the error code of the 401 (`SessionIdleTimeout`, `SessionLifetimeEnded`, …) when the server gave one. */
type ExpiryListener = (code: string | undefined) => void;
const listeners = new Set<ExpiryListener>();
const unverifiedListeners = new Set<Listener>();

/** The error code of the contract's 403 for a session whose e-mail address is not verified. */
export const EMAIL_NOT_VERIFIED_CODE = 'EmailNotVerified';

export function onEmailNotVerified(listener: Listener): () => void {
  unverifiedListeners.add(listener);
  return () => unverifiedListeners.delete(listener);
}

export function notifyEmailNotVerified(): void {
  for (const listener of unverifiedListeners) listener();
}

export function onSessionExpired(listener: ExpiryListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionExpired(code?: string): void {
  for (const listener of listeners) listener(code);
}

/** Calls that answer 401 as part of their normal flow (wrong password, no session yet). */
const UNAUTHENTICATED_PREFIXES = ['/api/auth/', '/api/password/forgot', '/api/password/reset', '/api/email/verify', '/api/email/resend', '/api/users/register', '/api/health'];

export function isAuthenticatedCall(path: string): boolean {
  return !UNAUTHENTICATED_PREFIXES.some((prefix) => path.startsWith(prefix));
}
