/**
 * A 401 on an authenticated call ends the session client-side. The fetcher reports it here; the session
 * provider listens and shows the sign-in form with a "session expired" message.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionExpired(): void {
  for (const listener of listeners) listener();
}

/** Calls that answer 401 as part of their normal flow (wrong password, no session yet). */
const UNAUTHENTICATED_PREFIXES = ['/api/auth/', '/api/password/forgot', '/api/password/reset', '/api/email/verify', '/api/email/resend', '/api/users/register', '/api/health'];

export function isAuthenticatedCall(path: string): boolean {
  return !UNAUTHENTICATED_PREFIXES.some((prefix) => path.startsWith(prefix));
}
