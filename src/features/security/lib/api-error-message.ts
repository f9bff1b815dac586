import { isApiError } from '@/api/errors';

/** A client error the server explained (4xx with a message), as opposed to a crash, network or 5xx failure. */
export function isExplainedClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

export function retryAfterSeconds(error: unknown, fallback = 60): number {
  return isApiError(error) && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds : fallback;
}
