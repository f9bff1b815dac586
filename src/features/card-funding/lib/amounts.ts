import { Big, dec } from '@contract-kit/money';
import { prefilledAmount } from '@contract-kit/rules/amounts';
import { REFERENCE_PREFIX, USD, USD_DECIMALS } from './card-funding-constants';
import { CRYPTO_DISPLAY_DECIMALS } from '@contract-kit/rules/card-funding';

export { bufferedCryptoAmount, displayCryptoAmount } from '@contract-kit/rules/card-funding';

/**
 * Spec 02 §9 repayment gross-up: required = used / (1 - fee) with fees.direct_deposit, rounded up to cents so the
 * transfer covers the outstanding amount after the fee. A fee outside [0, 1) is not grossed up.
 */
export function repaymentRequired(used: Big | string, directDepositFee: Big | string): Big {
  const fee = dec(directDepositFee);
  const gross = fee.gte(0) && fee.lt(1) ? dec(used).div(dec(1).minus(fee)) : dec(used);
  return gross.round(USD_DECIMALS, Big.roundUp);
}

/** Spec 02 §4: STAKE_ (credit) or DEPOSIT_ (debit) plus a timestamp. */
export function fundingReference(model: 'debit' | 'credit', nowMs: number): string {
  return `${REFERENCE_PREFIX[model]}${nowMs}`;
}

const USD_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** A USD amount as typed: digits with up to 2 decimals, greater than 0; null otherwise. */
export function parseUsdAmount(input: string): Big | null {
  const trimmed = input.trim();
  if (!USD_AMOUNT.test(trimmed)) return null;
  const value = dec(trimmed);
  return value.gt(0) ? value : null;
}

export type AmountCheck = { kind: 'ok'; amount: Big } | { kind: 'invalid' } | { kind: 'insufficient'; requested: Big; available: Big };

/**
 * Spec 02 §5 account deposit / deposit-stake from account: the amount (USD, ≤ 2 decimals, > 0) and what it costs in
 * the source currency (`cost`, e.g. the buffered crypto) compared with the source balance.
 */
export function checkFundingAmount(input: string, cost: (amount: Big) => Big | null, balance: Big | string): AmountCheck {
  const amount = parseUsdAmount(input);
  if (!amount) return { kind: 'invalid' };
  const requested = cost(amount);
  if (requested && requested.gt(balance)) return { kind: 'insufficient', requested, available: dec(balance) };
  return { kind: 'ok', amount };
}

/** The smaller of two amounts. */
export const minOf = (a: Big | string, b: Big | string): Big => (dec(a).lt(b) ? dec(a) : dec(b));

/**
 * Spec 02 §5 maximum of withdraw (available), unstake (the limit) and repay (min(used, USD balance)). `bound` is the
 * USD balance for repay and, for unstake, the collateral the server reports releasable (getCredit `releasable`):
 * collateral that backs used credit cannot be released, so the limit is never offered beyond it.
 */
export function maximumFor(operation: 'withdraw' | 'unstake' | 'repay', card: { deposit: { available: string }; credit: { limit: string; used: string } }, bound: Big | string): Big {
  switch (operation) {
    case 'withdraw':
      return dec(card.deposit.available);
    case 'unstake':
      return minOf(card.credit.limit, bound);
    case 'repay':
      return minOf(card.credit.used, bound);
  }
}

/** A USD amount written into an amount field (@contract-kit/rules/amounts' prefilledAmount: "50.00"). */
export const toUsdInput = (value: Big | string) => prefilledAmount(value, USD);

/** Spec 02 §9 rate display: 4 decimals when the currency is USD-like or the value is at least 1, else 6. */
export function displayRate(rate: Big | string, currency: string): string {
  const value = dec(rate);
  const decimals = currency.toUpperCase().includes('USD') || value.gte(1) ? 4 : 6;
  return value.round(decimals, Big.roundHalfUp).toFixed(decimals);
}

/** A fee rate (a fraction such as "0.02") as a localised percentage; Intl reads the decimal string, no float maths. */
export function formatPercent(rate: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate as unknown as number);
}

/** An amount in a source currency for messages: USD with 2 decimals, crypto with 4 (rounded up when requested). */
export function displaySourceAmount(value: Big | string, currency: string, rounding: 'up' | 'down'): string {
  const decimals = currency === 'USD' ? USD_DECIMALS : CRYPTO_DISPLAY_DECIMALS;
  return dec(value)
    .round(decimals, rounding === 'up' ? Big.roundUp : Big.roundDown)
    .toFixed(decimals);
}
