import type { CryptoCurrency } from '@/api/generated/model';
import { dec, tryDec, type Big } from '@/lib/money';
import { ABSOLUTE_MINIMUM, OTHER_TOKEN_MINIMUM, USD_TOKEN_MINIMUM } from './constants';

/** Spec 01 §5: Ethereum is 0x plus 40 hex digits; Tron is T plus 33 alphanumerics. */
const ADDRESS_PATTERNS: Readonly<Record<string, RegExp>> = {
  ethereum: /^0x[0-9a-fA-F]{40}$/,
  tron: /^T[0-9A-Za-z]{33}$/,
};

/** Whether `address` is well-formed for the chain family (`eco`) of the chosen network. */
export function isValidAddress(eco: string, address: string): boolean {
  const pattern = ADDRESS_PATTERNS[eco];
  return pattern ? pattern.test(address.trim()) : false;
}

/** Spec 01 §5, §9: 10 for tokens whose symbol contains USD, otherwise 0.001. */
export function minimumWithdrawal(symbol: string): Big {
  return dec(symbol.toUpperCase().includes('USD') ? USD_TOKEN_MINIMUM : OTHER_TOKEN_MINIMUM);
}

/** Spec 01 §5: only enabled tokens that have a contract address are withdrawable. */
export function isWithdrawable(currency: Pick<CryptoCurrency, 'enable' | 'contractAddress'>): boolean {
  return currency.enable && typeof currency.contractAddress === 'string' && currency.contractAddress.trim() !== '';
}

export function withdrawableTokens<T extends Pick<CryptoCurrency, 'enable' | 'contractAddress'>>(currencies: readonly T[]): T[] {
  return currencies.filter(isWithdrawable);
}

export type WithdrawalField = 'network' | 'token' | 'address' | 'amount';
export type WithdrawalIssue =
  | 'networkRequired'
  | 'tokenRequired'
  | 'addressRequired'
  | 'invalidAddress'
  | 'amountRequired'
  | 'insufficientBalance'
  | 'amountTooSmall';

export interface WithdrawalInput {
  /** The chain family of the chosen network (undefined: none chosen). */
  eco: string | undefined;
  symbol: string | undefined;
  address: string;
  amount: string;
  balance: Big;
}

/**
 * Spec 01 §5: network, token, address and an amount above 0 are required; the address must match the
 * chain; the amount cannot exceed the balance; the minimum is 10 (USD tokens) or 0.001.
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
