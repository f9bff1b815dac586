import { currencyPrecision, exceedsPrecision } from '@contract-kit/rules/amounts';
import type { MockResponse } from './types';

/** Builds the contract's one error shape (ApiErrorResponse). */
export interface ErrorOptions {
  code?: string;
  errorCode?: string;
  issues?: { path: string; message: string }[];
  generalErrors?: boolean;
  retryAfterSeconds?: number;
  headers?: Record<string, string>;
}

export function errorResponse(status: number, message: string, options: ErrorOptions = {}): MockResponse {
  const body: Record<string, unknown> = { success: false, message };
  if (options.code) body['code'] = options.code;
  if (options.errorCode || options.code) {
    body['error'] = { message, ...(options.code ? { code: options.code } : {}), details: { errorCode: options.errorCode ?? options.code } };
  }
  if (options.issues) body['issues'] = options.issues;
  if (options.generalErrors) body['generalErrors'] = [{ message, ...(options.code ? { code: options.code } : {}) }];
  if (options.retryAfterSeconds !== undefined) body['retryAfterSeconds'] = options.retryAfterSeconds;
  const headers = { ...options.headers };
  if (options.retryAfterSeconds !== undefined) headers['Retry-After'] = String(options.retryAfterSeconds);
  return { status, body, headers };
}

export const badRequest = (message: string, issues: { path: string; message: string }[] = [], code = 'ValidationError') => errorResponse(400, message, { code, issues });
export const unauthorized = (message = 'Authentication required', code = 'Unauthorized') => errorResponse(401, message, { code });
export const forbidden = (message = 'You do not have access to this resource') => errorResponse(403, message, { code: 'Forbidden' });
/** A session whose e-mail address is not verified asked for money movement or a card operation. */
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Verify your email address to continue';
export const emailNotVerified = () => errorResponse(403, EMAIL_NOT_VERIFIED_MESSAGE, { code: 'EmailNotVerified', errorCode: 'EmailNotVerified' });
/** The contract's 403 of an operation marked x-requires-reauthentication, called without a recent authentication. */
export const REAUTHENTICATION_REQUIRED_MESSAGE = "Confirm it's you to continue";
export const reauthenticationRequired = () => errorResponse(403, REAUTHENTICATION_REQUIRED_MESSAGE, { code: 'ReauthenticationRequired', errorCode: 'ReauthenticationRequired' });
export const notFound = (message = 'Not found') => errorResponse(404, message, { code: 'NotFound' });
export const conflict = (message: string, code = 'Conflict') => errorResponse(409, message, { code });
export const unprocessable = (message: string, code = 'BusinessRule') => errorResponse(422, message, { code });
export const tooManyRequests = (retryAfterSeconds: number, message = `Too many attempts. Try again in ${retryAfterSeconds} seconds.`) =>
  errorResponse(429, message, { code: 'TooManyRequests', retryAfterSeconds });

export const ok = (body: unknown, status = 200): MockResponse => ({ status, body });

/** A business rule refused the request: its code is both `code` and `error.details.errorCode` (the spec reads either). */
export const ruleError = (status: number, message: string, code: string) => errorResponse(status, message, { code, errorCode: code });

/**
 * An amount with more fractional digits than its currency has (the contract's CurrencyPrecision, the kit's rule): a 400
 * naming the field, so that no balance ever holds dust no screen can show and no one can send again.
 */
export function tooManyDecimals(amount: string, symbol: string, path = 'body.amount'): MockResponse | null {
  if (!exceedsPrecision(amount, symbol)) return null;
  const message = `${symbol} amounts have at most ${currencyPrecision(symbol)} decimals`;
  return badRequest(`${path}: ${message}`, [{ path, message }], 'TooManyDecimals');
}
