import { onlineManager } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError, clientErrorMessage, INVALID_RESPONSE_CODE, NETWORK_ERROR_CODE, offlineError, toApiError } from './errors';
import { confirmIdentity, REAUTHENTICATION_CANCELLED_CODE, REAUTHENTICATION_REQUIRED_CODE } from './reauthentication';
import { EMAIL_NOT_VERIFIED_CODE, isAuthenticatedCall, notifyEmailNotVerified, notifySessionExpired } from './session-events';

/**
 * The one mutator every generated call goes through.
 * - base URL from VITE_API_BASE_URL (default: same origin, /api proxied to the mock server in dev);
 * - the session cookie travels with `credentials: 'include'`;
 * - an `X-Correlation-ID` uuid on every request;
 * - JSON parsed defensively; PDFs and other binaries returned as Blob;
 * - any non-2xx becomes an ApiError; a 401 on an authenticated call ends the session client-side; a 403
 *   EmailNotVerified (the server refuses money movement to an unverified session) shows the e-mail verification step;
 * - a 403 ReauthenticationRequired (card secrets, changes to how the account is secured) asks the user to confirm it
 *   is them (./reauthentication.ts) and sends the call once more; closing the prompt fails it, nothing changed;
 * - offline (the browser says so, or React Query's online manager does), nothing is sent: the call fails at
 *   once with NETWORK_OFFLINE, so a form can truthfully say "Nothing was sent" and keep its input. A fetch
 *   that fails once under way is a NETWORK_ERROR instead — it may have reached the server.
 */
export const CORRELATION_HEADER = 'X-Correlation-ID';

/** Absolute URL: same origin when no base URL is configured (fetch in tests and workers needs one). */
function resolveUrl(path: string): string {
  if (env.apiBaseUrl) return `${env.apiBaseUrl}${path}`;
  return new URL(path, globalThis.location.href).toString();
}

/** The device has no connection: `navigator.onLine` is false (reliable in that direction) or the query layer was told so. */
export function isDeviceOffline(): boolean {
  return globalThis.navigator?.onLine === false || !onlineManager.isOnline();
}

function newCorrelationId(): string {
  return globalThis.crypto.randomUUID();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json') || type.includes('+json')) {
    const text = await response.text();
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiError({ status: response.status, code: INVALID_RESPONSE_CODE, message: clientErrorMessage('invalidResponse') });
    }
  }
  if (type.startsWith('text/')) return response.text();
  return response.blob();
}

export const customFetch = async <T>(url: string, options: RequestInit = {}): Promise<T> => send<T>(url, options, true);

async function send<T>(url: string, options: RequestInit, mayConfirmIdentity: boolean): Promise<T> {
  const correlationId = newCorrelationId();
  if (isDeviceOffline()) throw offlineError(correlationId);
  const headers = new Headers(options.headers);
  headers.set(CORRELATION_HEADER, correlationId);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  let response: Response;
  try {
    response = await fetch(resolveUrl(url), { ...options, headers, credentials: 'include' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: clientErrorMessage('network'), correlationId });
  }

  const body = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, body, response.statusText || `Request failed with status ${response.status}`, correlationId);
    // With the server's reason (idle timeout, session lifetime), which the sign-in screen then names.
    if (response.status === 401 && isAuthenticatedCall(url)) notifySessionExpired(error.code);
    if (response.status === 403 && error.code === EMAIL_NOT_VERIFIED_CODE) notifyEmailNotVerified();
    if (response.status === 403 && error.code === REAUTHENTICATION_REQUIRED_CODE && mayConfirmIdentity) {
      // Refused before it did anything: once the user confirmed, the same call goes again (a second refusal stands).
      if (await confirmIdentity()) return send<T>(url, options, false);
      throw new ApiError({ status: 403, code: REAUTHENTICATION_CANCELLED_CODE, message: clientErrorMessage('reauthenticationCancelled'), correlationId, hasServerMessage: true });
    }
    throw error;
  }
  return body as T;
}

export default customFetch;

/** orval reads these: every generated hook's error is an ApiError, whatever the contract's error body. */
export type ErrorType<_Body> = ApiError;
export type BodyType<Body> = Body;
