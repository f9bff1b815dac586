import { isApiError, retryAfterSeconds, type ErrorMessage } from '@/api/errors';
import type { MessageId } from '@/i18n';

/** The failures of the security dialogs, as toasts (spec 02 §8): each a message of the one error shape. */

/** A toast's message: the title is the failure's own. */
export type ErrorToast = ErrorMessage & { title: MessageId };

/**
 * Spec 02 §8 change password and change e-mail: throttling says how long to wait; a code the client has its own
 * words for gets them; another refusal the server explained (4xx) shows the server's message (`explained` when it
 * sent none); anything else (network, 5xx, a crash) `other`.
 */
export function accountChangeErrorMessage(error: unknown, knownCodes: Readonly<Partial<Record<string, MessageId>>>, defaults: { explained: MessageId; other: MessageId }): ErrorMessage {
  const seconds = retryAfterSeconds(error);
  if (seconds !== undefined) return { id: 'security.common.tooManyAttempts', values: { seconds } };
  if (!isApiError(error)) return { id: defaults.other };
  const known = error.errorCode ? knownCodes[error.errorCode] : undefined;
  if (known) return { id: known };
  if (error.status < 400 || error.status >= 500) return { id: defaults.other };
  return error.message ? { id: defaults.explained, serverText: error.message } : { id: defaults.explained };
}

/**
 * Spec 02 §8 MFA: by status — 404 'Service Unavailable' ('MFA service is currently unavailable. Please
 * contact support.'), 503 'Service Temporarily Unavailable', 401 'Authentication Required' ('Your session
 * has expired. Please log in again.'), other 5xx 'Server Error'. Setup otherwise says it failed; verify
 * defaults to 'Invalid verification code'.
 */
export function mfaErrorMessage(error: unknown, step: 'setup' | 'verify'): ErrorToast {
  const status = isApiError(error) ? error.status : undefined;
  if (status === 404) return { title: 'security.mfa.error.serviceUnavailable.title', id: 'security.mfa.error.serviceUnavailable.body' };
  if (status === 503) return { title: 'security.mfa.error.temporarilyUnavailable.title', id: 'security.mfa.error.temporarilyUnavailable.body' };
  if (status === 401) return { title: 'security.mfa.error.authRequired.title', id: 'security.mfa.error.authRequired.body' };
  if (status !== undefined && status >= 500) return { title: 'security.mfa.error.server.title', id: 'security.mfa.error.server.body' };
  if (status === 0) return { title: 'security.mfa.error.network.title', id: 'security.mfa.error.network.body' };
  const seconds = retryAfterSeconds(error);
  if (seconds !== undefined) return { title: 'security.mfa.error.tooManyAttempts.title', id: 'security.mfa.error.tooManyAttempts.body', values: { seconds } };
  if (step === 'setup') return { title: 'security.mfa.error.setupFailed.title', id: 'security.mfa.error.setupFailed.body' };
  if (isApiError(error) && error.errorCode === 'MfaSetupExpired') return { title: 'security.mfa.error.verifyFailed.title', id: 'security.mfa.error.setupExpired' };
  return { title: 'security.mfa.error.verifyFailed.title', id: 'security.mfa.error.invalidCode' };
}

/**
 * Spec 02 §4 MFA manage (disable, regenerate the recovery codes): a status the MFA rules name (401, 404, 5xx) keeps
 * their toast; otherwise the action's own title, with the server's message — except for throttling and a wrong
 * code, which keep the MFA texts.
 */
export function mfaManageErrorMessage(error: unknown, failedTitle: MessageId): ErrorToast {
  const mapped = mfaErrorMessage(error, 'verify');
  if (!isApiError(error)) return { ...mapped, title: failedTitle };
  if (error.status === 401 || error.status === 404 || error.status >= 500) return mapped;
  const hasOwnText = error.status !== 429 && error.errorCode !== 'InvalidMfaCode' && error.message !== '';
  return hasOwnText ? { ...mapped, title: failedTitle, serverText: error.message } : { ...mapped, title: failedTitle };
}
