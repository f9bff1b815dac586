import { isApiError } from '@/api/errors';
import type { WithdrawalFee } from '@contract-kit/model';
import type { WithdrawalField, WithdrawalIssue } from './validation';

/** The request fields a 400 names, as the form's own texts (never the validator's). */
const REFUSED_FIELDS: readonly (readonly [request: string, field: WithdrawalField, issue: WithdrawalIssue])[] = [
  ['blockchainId', 'network', 'networkRequired'],
  ['currency', 'token', 'tokenRequired'],
  ['toAddress', 'address', 'invalidAddress'],
  ['amount', 'amount', 'amountRequired'],
];

/** The rule errors that belong to one field. */
const FIELD_OF_CODE: Readonly<Record<string, readonly [WithdrawalField, WithdrawalIssue]>> = {
  InvalidAddress: ['address', 'invalidAddress'],
  InsufficientBalance: ['amount', 'insufficientBalance'],
  AmountTooSmall: ['amount', 'amountTooSmall'],
};

/** The fields a refusal names: the form shows them there (and the refusal is not repeated in a toast). */
export function refusedFields(error: unknown): Partial<Record<WithdrawalField, WithdrawalIssue>> {
  if (!isApiError(error)) return {};
  const byCode = error.code ? FIELD_OF_CODE[error.code] : undefined;
  if (byCode) return { [byCode[0]]: byCode[1] };
  if (!error.isValidationError) return {};
  return Object.fromEntries(REFUSED_FIELDS.filter(([name]) => error.hasIssueAt(name)).map(([, field, issue]) => [field, issue]));
}

/** The current fee of a 409 FeeChanged (contract: WithdrawalFeeChangedResponse), or null for any other error. */
export function changedFee(error: unknown): WithdrawalFee | null {
  if (!isApiError(error) || error.code !== 'FeeChanged') return null;
  const fee = error.details['fee'];
  const isFee = (value: unknown): value is WithdrawalFee => typeof value === 'object' && value !== null && typeof (value as { fee?: unknown }).fee === 'string';
  return isFee(fee) ? fee : null;
}

/** Shown by the form while it is open, so not raised as a toast. */
export const isShownByForm = (error: unknown): boolean => Object.keys(refusedFields(error)).length > 0 || changedFee(error) !== null;
