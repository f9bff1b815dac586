import type { CryptoCurrency } from '@contract-kit/model';
import { tryDec, type Big } from '@contract-kit/money';
import { ABSOLUTE_MINIMUM, isAboveFee, isValidAddress, isWithdrawable, minimumWithdrawal } from '@contract-kit/rules/wallet';

export function withdrawableTokens<T extends Pick<CryptoCurrency, 'enable' | 'contractAddress'>>(currencies: readonly T[]): T[] {
  return currencies.filter(isWithdrawable);
}

export type WithdrawalField = 'network' | 'token' | 'address' | 'amount';
export type WithdrawalIssue = 'networkRequired' | 'tokenRequired' | 'addressRequired' | 'invalidAddress' | 'amountRequired' | 'insufficientBalance' | 'amountTooSmall' | 'notAboveFee';

export interface WithdrawalInput {
  /** The chain family of the chosen network (undefined: none chosen). */
  eco: string | undefined;
  symbol: string | undefined;
  address: string;
  amount: string;
  balance: Big;
  /** The network fee, once known: what arrives is the amount less it. */
  fee?: Big | null;
}

/**
 * Spec 01 §5: network, token, address and an amount above 0 are required; the address must match the
 * chain; the amount cannot exceed the balance; the minimum is 10 (USD tokens) or 0.001; and something must be left
 * after the network fee.
 */
export function validateWithdrawal(input: WithdrawalInput): Partial<Record<WithdrawalField, WithdrawalIssue>> {
  const issues: Partial<Record<WithdrawalField, WithdrawalIssue>> = {};
  if (!input.eco) issues.network = 'networkRequired';
  if (!input.symbol) issues.token = 'tokenRequired';
  const address = input.address.trim();
  if (!address) issues.address = 'addressRequired';
  else if (input.eco && !isValidAddress(input.eco, address)) issues.address = 'invalidAddress';
  const amount = tryDec(input.amount);
  if (!amount || amount.lte(0)) issues.amount = 'amountRequired';
  else if (amount.gt(input.balance)) issues.amount = 'insufficientBalance';
  else if (input.symbol && amount.lt(minimumWithdrawal(input.symbol))) issues.amount = 'amountTooSmall';
  else if (input.fee && !isAboveFee(amount, input.fee)) issues.amount = 'notAboveFee';
  return issues;
}

/**
 * The service layer's own guard (spec 01 §5): a missing currency or blockchain is rejected, and the amount
 * must be positive and at least 0.000001. Returns the reason, or null when the request may be sent.
 */
export function serviceRejection(request: { currency?: string; blockchainId?: string; amount: string }): 'missingCurrency' | 'missingBlockchain' | 'amountTooSmall' | null {
  if (!request.currency) return 'missingCurrency';
  if (!request.blockchainId) return 'missingBlockchain';
  const amount = tryDec(request.amount);
  if (!amount || amount.lte(0) || amount.lt(ABSOLUTE_MINIMUM)) return 'amountTooSmall';
  return null;
}
