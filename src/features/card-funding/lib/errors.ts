import { isApiError, serverMessageOr, type ErrorMessage } from '@/api/errors';

/** Spec 02 §8 localized key unknownOperation: the server refused an operation type it does not know; else the server's message or 'actionFailed'. */
export function cardOperationErrorMessage(error: unknown): ErrorMessage {
  if (isApiError(error) && error.errorCode === 'UnknownOperation') return { id: 'cardFunding.error.unknownOperation' };
  return serverMessageOr(error, 'cardFunding.error.actionFailed');
}

/** Spec 02 §5: server messages about credit-only repayment become 'Repayment is only available for credit cards'. */
export function repaymentErrorMessage(error: unknown): ErrorMessage {
  const message = serverMessageOr(error, 'cardFunding.error.repaymentFailed');
  return message.serverText !== undefined && /credit/i.test(message.serverText) ? { id: 'cardFunding.repay.creditOnly' } : message;
}
