import { type Big } from '../money';
import { isTokenBalanceKey } from './currencies';
import { isValidEmail } from './email';

/**
 * Transfers between users (spec 01 §5 Transfer): one rule for the form that checks before sending and the mock server
 * that enforces it. A valid recipient e-mail that is not the sender's own, a chosen currency that is not USD (the
 * account's cash balance stays with its owner), a positive amount not above the balance. The amount's decimals are
 * @contract-kit/rules/amounts'.
 */

/** Only tokens are transferred: never USD, nor the `address` entry some backends put among the balances. */
export const isTransferable = (symbol: string): boolean => isTokenBalanceKey(symbol);

export type TransferField = 'email' | 'currency' | 'amount';
export type TransferProblem = 'emailInvalid' | 'selfTransfer' | 'currencyRequired' | 'currencyNotTransferable' | 'amountRequired' | 'insufficientBalance';

export interface TransferInput {
  recipientEmail: string;
  /** The signed-in user's e-mail, when known. */
  senderEmail: string | undefined;
  currency: string;
  /** The amount, or null when none was given (or what was given is not one). */
  amount: Big | null;
  /** The sender's balance of `currency`. */
  balance: Big;
}

export const normalizeRecipient = (email: string): string => email.trim().toLowerCase();

/** What is wrong with a transfer, per field (nothing: it may go). */
export function transferProblems(input: TransferInput): Partial<Record<TransferField, TransferProblem>> {
  const problems: Partial<Record<TransferField, TransferProblem>> = {};
  if (!isValidEmail(input.recipientEmail)) problems.email = 'emailInvalid';
  else if (input.senderEmail && normalizeRecipient(input.recipientEmail) === input.senderEmail.toLowerCase()) problems.email = 'selfTransfer';
  if (!input.currency) problems.currency = 'currencyRequired';
  else if (!isTransferable(input.currency)) problems.currency = 'currencyNotTransferable';
  if (!input.amount || input.amount.lte(0)) problems.amount = 'amountRequired';
  else if (input.amount.gt(input.balance)) problems.amount = 'insufficientBalance';
  return problems;
}
