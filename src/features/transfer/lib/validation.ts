import { isApiError } from '@/api/errors';
import type { AccountBalances } from '@contract-kit/model';
import { isValidEmail } from '@/lib/email';
import { tryDec, type Big } from '@contract-kit/money';
import { NON_TRANSFERABLE, TRANSFER_CURRENCY_LABELS, TRANSFER_CURRENCY_ORDER } from './transfer-constants';

/** Spec 01 §5: only currencies with a balance above 0 are offered, excluding USD. */
export function transferableCurrencies(balances: AccountBalances | undefined): string[] {
  const order = (symbol: string) => {
    const index = TRANSFER_CURRENCY_ORDER.indexOf(symbol);
    return index < 0 ? TRANSFER_CURRENCY_ORDER.length : index;
  };
  return Object.entries(balances ?? {})
    .filter(([symbol, entry]) => !NON_TRANSFERABLE.includes(symbol) && (tryDec(entry.amount)?.gt(0) ?? false))
    .map(([symbol]) => symbol)
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

/** Spec 01 §9: Tether USD, USD Coin, Bitcoin, Ethereum, LOOK token; others by their symbol. */
export function transferCurrencyLabel(symbol: string): string {
  return TRANSFER_CURRENCY_LABELS[symbol] ?? symbol;
}

export type TransferIssue = 'emailInvalid' | 'selfTransfer' | 'currencyRequired' | 'amountRequired' | 'insufficientBalance';
export type TransferField = 'email' | 'currency' | 'amount';

export interface TransferInput {
  email: string;
  ownEmail: string | undefined;
  currency: string;
  amount: string;
  balance: Big;
}

/**
 * Spec 01 §5 Transfer: a valid recipient e-mail (the contract's rule, src/lib/email.ts), a chosen currency, a
 * positive amount not above the balance ("Insufficient balance"). Sending to oneself is refused before the server
 * would.
 */
export function validateTransfer(input: TransferInput): Partial<Record<TransferField, TransferIssue>> {
  const issues: Partial<Record<TransferField, TransferIssue>> = {};
  if (!isValidEmail(input.email)) issues.email = 'emailInvalid';
  else if (input.ownEmail && input.email.trim().toLowerCase() === input.ownEmail.toLowerCase()) issues.email = 'selfTransfer';
  if (!input.currency) issues.currency = 'currencyRequired';
  const amount = tryDec(input.amount);
  if (!amount || amount.lte(0)) issues.amount = 'amountRequired';
  else if (amount.gt(input.balance)) issues.amount = 'insufficientBalance';
  return issues;
}

/** The request fields a 400 names, as this form's own texts (never the validator's). */
const FIELD_OF_REQUEST: Readonly<Record<string, { field: TransferField; issue: TransferIssue }>> = {
  destinationEmail: { field: 'email', issue: 'emailInvalid' },
  currency: { field: 'currency', issue: 'currencyRequired' },
  amount: { field: 'amount', issue: 'amountRequired' },
};

export function serverFieldIssues(error: unknown): Partial<Record<TransferField, TransferIssue>> {
  if (!isApiError(error) || !error.isValidationError) return {};
  const refused: Partial<Record<TransferField, TransferIssue>> = {};
  for (const [name, { field, issue }] of Object.entries(FIELD_OF_REQUEST)) if (error.hasIssueAt(name)) refused[field] = issue;
  return refused;
}
