import type { CryptoCurrency, WithdrawalFailureCode } from '../model';
import { dec, type Big } from '../money';

/**
 * Wallet rules the app checks before sending and the mock server enforces (spec 01 §5, §9): withdrawal minimums,
 * address formats, which tokens can be withdrawn.
 */

/** Spec 01 §9: withdrawal minimums — 10 for tokens whose symbol contains USD, else 0.001. */
export const USD_TOKEN_MINIMUM = '10';
export const OTHER_TOKEN_MINIMUM = '0.001';
/** Spec 01 §5: the service layer requires a positive amount of at least 0.000001. */
export const ABSOLUTE_MINIMUM = '0.000001';

/** Spec 01 §5, §9: 10 for tokens whose symbol contains USD, otherwise 0.001. */
export function minimumWithdrawal(symbol: string): Big {
  return dec(symbol.toUpperCase().includes('USD') ? USD_TOKEN_MINIMUM : OTHER_TOKEN_MINIMUM);
}

/** Spec 01 §5: Ethereum-family chains take 0x plus 40 hex digits; Tron T plus 33 alphanumerics. */
const ADDRESS_PATTERNS: Readonly<Record<string, RegExp>> = {
  ethereum: /^0x[0-9a-fA-F]{40}$/,
  tron: /^T[0-9A-Za-z]{33}$/,
};

/** Whether `address` (as given: callers trim what a user typed) is well-formed for the chain family `eco`. */
export function isValidAddress(eco: string, address: string | null | undefined): boolean {
  const pattern = ADDRESS_PATTERNS[eco];
  return Boolean(pattern && address && pattern.test(address));
}

/** Spec 01 §5: only enabled tokens that have a contract address are withdrawable. */
export function isWithdrawable(currency: Pick<CryptoCurrency, 'enable' | 'contractAddress'>): boolean {
  return currency.enable && typeof currency.contractAddress === 'string' && currency.contractAddress.trim() !== '';
}

/** What arrives at the destination of a withdrawal of `amount` whose network fee is `fee` (taken from the amount). */
export function withdrawalReceives(amount: Big | string, fee: Big | string): Big {
  return dec(amount).minus(dec(fee));
}

/** A withdrawal must leave something after its network fee. */
export const isAboveFee = (amount: Big | string, fee: Big | string): boolean => withdrawalReceives(amount, fee).gt(0);

/**
 * The failure code of a reason given in words (a tester's, a chain's), read as spec 01 §8 reads withdrawal errors:
 * by the words it contains. What it cannot place is `other`, shown as given.
 */
export function withdrawalFailureCode(reason: string): WithdrawalFailureCode {
  const text = reason.toLowerCase();
  if (text.includes('address')) return 'address_rejected';
  if (text.includes('revert')) return 'transaction_reverted';
  if (text.includes('compliance')) return 'compliance_declined';
  if (text.includes('network') || text.includes('congestion')) return 'network_unavailable';
  return 'other';
}
