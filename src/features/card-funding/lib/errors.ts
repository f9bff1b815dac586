import { isApiError, serverMessageOf } from '@/api/errors';

/** The server's message of a failure, or null when it has none of its own (then the spec's default applies). */
export function serverMessage(error: unknown): string | null {
  return serverMessageOf(error);
}

/** Spec 02 §5: server messages about credit-only repayment become 'Repayment is only available for credit cards'. */
export const isCreditOnlyMessage = (message: string | null): boolean => Boolean(message && /credit/i.test(message));

/** Spec 02 §8 localized key unknownOperation: the server refused an operation type it does not know. */
export const isUnknownOperation = (error: unknown): boolean => isApiError(error) && error.errorCode === 'UnknownOperation';
