import { isApiError } from '@/api/errors';

/** The server's message of a failure, or null when it has none worth showing. */
export function serverMessage(error: unknown): string | null {
  if (isApiError(error) || error instanceof Error) return error.message.trim() || null;
  return null;
}

/** Spec 02 §5: server messages about credit-only repayment become 'Repayment is only available for credit cards'. */
export const isCreditOnlyMessage = (message: string | null): boolean => Boolean(message && /credit/i.test(message));
