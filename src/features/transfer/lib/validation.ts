import { isApiError } from '@/api/errors';
import type { AccountBalances } from '@contract-kit/model';
import { tryDec } from '@contract-kit/money';
import { isTransferable, type TransferField, type TransferProblem } from '@contract-kit/rules/transfer';
import { compareTokens } from '@contract-kit/rules/currencies';
import { TRANSFER_CURRENCY_LABELS } from './transfer-constants';

/** Spec 01 §5: only currencies with a balance above 0 are offered, excluding USD; in the token list's order. */
export function transferableCurrencies(balances: AccountBalances | undefined): string[] {
  return Object.entries(balances ?? {})
    .filter(([symbol, entry]) => isTransferable(symbol) && (tryDec(entry.amount)?.gt(0) ?? false))
    .map(([symbol]) => symbol)
    .sort(compareTokens);
}

/** Spec 01 §9: Tether USD, USD Coin, Bitcoin, Ethereum, LOOK token; others by their symbol. */
export function transferCurrencyLabel(symbol: string): string {
  return TRANSFER_CURRENCY_LABELS[symbol] ?? symbol;
}

/** What the form shows under a field: a problem of the rule, or the server's "no such user" at the recipient. */
export type TransferIssue = TransferProblem | 'recipientNotFound';

/** The request fields a 400 names, and the rule errors that belong to one field, as this form's own texts (never the validator's). */
const FIELD_OF_REQUEST: Readonly<Record<string, { field: TransferField; issue: TransferIssue }>> = {
  destinationEmail: { field: 'email', issue: 'emailInvalid' },
  currency: { field: 'currency', issue: 'currencyRequired' },
  amount: { field: 'amount', issue: 'amountRequired' },
};
const FIELD_OF_CODE: Readonly<Record<string, { field: TransferField; issue: TransferIssue }>> = {
  RecipientNotFound: { field: 'email', issue: 'recipientNotFound' },
  SelfTransfer: { field: 'email', issue: 'selfTransfer' },
  InsufficientBalance: { field: 'amount', issue: 'insufficientBalance' },
  CurrencyNotTransferable: { field: 'currency', issue: 'currencyNotTransferable' },
};

/** The fields a refusal names: shown at the field (and not repeated in a toast). */
export function serverFieldIssues(error: unknown): Partial<Record<TransferField, TransferIssue>> {
  if (!isApiError(error)) return {};
  const byCode = error.code ? FIELD_OF_CODE[error.code] : undefined;
  if (byCode) return { [byCode.field]: byCode.issue };
  if (!error.isValidationError) return {};
  const refused: Partial<Record<TransferField, TransferIssue>> = {};
  for (const [name, { field, issue }] of Object.entries(FIELD_OF_REQUEST)) if (error.hasIssueAt(name)) refused[field] = issue;
  return refused;
}
