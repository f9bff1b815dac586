import { isApiError } from '@/api/errors';

/** What a failed MFA call shows: a toast title and description, as message ids (spec 02 §8 MFA). */
export interface MfaErrorToast {
  title: MfaErrorTitle;
  description: MfaErrorDescription;
  values?: Record<string, string | number>;
}

export type MfaErrorTitle =
  | 'security.mfa.error.serviceUnavailable.title'
  | 'security.mfa.error.temporarilyUnavailable.title'
  | 'security.mfa.error.authRequired.title'
  | 'security.mfa.error.server.title'
  | 'security.mfa.error.setupFailed.title'
  | 'security.mfa.error.verifyFailed.title'
  | 'security.mfa.error.tooManyAttempts.title'
  | 'security.mfa.error.network.title';

export type MfaErrorDescription =
  | 'security.mfa.error.serviceUnavailable.body'
  | 'security.mfa.error.temporarilyUnavailable.body'
  | 'security.mfa.error.authRequired.body'
  | 'security.mfa.error.server.body'
  | 'security.mfa.error.setupFailed.body'
  | 'security.mfa.error.invalidCode'
  | 'security.mfa.error.setupExpired'
  | 'security.mfa.error.tooManyAttempts.body'
  | 'security.mfa.error.network.body';

/**
 * Spec 02 §8 MFA: by status — 404 'Service Unavailable' ('MFA service is currently unavailable. Please
 * contact support.'), 503 'Service Temporarily Unavailable', 401 'Authentication Required' ('Your session
 * has expired. Please log in again.'), other 5xx 'Server Error'. Setup otherwise says it failed; verify
 * defaults to 'Invalid verification code'.
 */
export function mfaErrorToast(error: unknown, step: 'setup' | 'verify'): MfaErrorToast {
  const status = isApiError(error) ? error.status : undefined;
  if (status === 404) return { title: 'security.mfa.error.serviceUnavailable.title', description: 'security.mfa.error.serviceUnavailable.body' };
  if (status === 503) return { title: 'security.mfa.error.temporarilyUnavailable.title', description: 'security.mfa.error.temporarilyUnavailable.body' };
  if (status === 401) return { title: 'security.mfa.error.authRequired.title', description: 'security.mfa.error.authRequired.body' };
  if (status !== undefined && status >= 500) return { title: 'security.mfa.error.server.title', description: 'security.mfa.error.server.body' };
  if (status === 0) return { title: 'security.mfa.error.network.title', description: 'security.mfa.error.network.body' };
  if (status === 429 && isApiError(error)) {
    return { title: 'security.mfa.error.tooManyAttempts.title', description: 'security.mfa.error.tooManyAttempts.body', values: { seconds: error.retryAfterSeconds ?? 60 } };
  }
  if (step === 'setup') return { title: 'security.mfa.error.setupFailed.title', description: 'security.mfa.error.setupFailed.body' };
  if (isApiError(error) && error.errorCode === 'MfaSetupExpired') return { title: 'security.mfa.error.verifyFailed.title', description: 'security.mfa.error.setupExpired' };
  return { title: 'security.mfa.error.verifyFailed.title', description: 'security.mfa.error.invalidCode' };
}
