import { DEFAULT_RETRY_AFTER_SECONDS, INVALID_RESPONSE_CODE, isApiError, retryAfterSeconds, type ApiError, type ErrorMessage } from '@/api/errors';

/**
 * Maps API errors of the access flows to the spec's messages (spec 01 §8). Known codes get their
 * message; anything else a generic one — never a blank screen or a raw server text.
 */

/** Messages every flow shares: throttling, network, malformed answers, anything unknown. */
export function commonErrorMessage(error: unknown): ErrorMessage {
  if (!isApiError(error)) return { id: 'app.error.generic' };
  if (error.status === 429) return { id: 'auth.error.tooManyAttempts', values: { seconds: retryAfterSeconds(error) ?? DEFAULT_RETRY_AFTER_SECONDS } };
  // Not sent at all (the device is offline): say so, and that the entries are kept.
  if (error.isOffline) return { id: 'app.error.offline' };
  if (error.isNetworkError) return { id: 'auth.error.network' };
  if (error.code === INVALID_RESPONSE_CODE) return { id: 'auth.reset.invalidResponse' };
  return { id: 'app.error.generic' };
}

/** The error code of an API error (`error.details.errorCode`, or the top-level code). */
export const codeOf = (error: unknown): string | undefined => (isApiError(error) ? error.errorCode : undefined);
/** Whether the server named this body field as invalid. */
export const hasIssue = (error: ApiError, field: string) => error.issues.some((issue) => issue.path === `body.${field}`);

/** Sign-in: check-mfa, mfa-login, login. */
export function signInErrorMessage(error: unknown): ErrorMessage {
  switch (codeOf(error)) {
    case 'InvalidCredentials':
      return { id: 'auth.error.invalidCredentials' };
    case 'InvalidMfaCode':
      return { id: 'auth.mfa.invalidCode' };
    case 'MfaSessionExpired':
    case 'MfaRequired':
      return { id: 'auth.mfa.sessionExpired' };
    default:
      return commonErrorMessage(error);
  }
}

/** Confirming it is the account holder (reauthenticate): a wrong password or code is said at the field's form. */
export function reauthenticationErrorMessage(error: unknown): ErrorMessage {
  switch (codeOf(error)) {
    case 'InvalidPassword':
      return { id: 'auth.reauth.invalidPassword' };
    case 'PasswordRequired':
      return { id: 'auth.reauth.passwordRequired' };
    case 'InvalidMfaCode':
    case 'MfaCodeRequired':
      return { id: 'auth.mfa.invalidCode' };
    default:
      return commonErrorMessage(error);
  }
}

/** Thrown when a reset call answers without a usable body (spec 01 §8: invalid-server-response message). */
export class InvalidServerResponseError extends Error {
  constructor() {
    super('Invalid server response');
    this.name = 'InvalidServerResponseError';
  }
}
