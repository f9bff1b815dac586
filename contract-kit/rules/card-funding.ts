import type { CardModel, CardRequirements } from '../model';
import { Big, dec, decimalPlaces, tryDec } from '../money';

/**
 * Card funding rules of spec 02 (§3 card requirements, §5, §9) that the app shows and checks and the mock server
 * answers and enforces: the requirements, the required total of an application with its promotion, the repayment
 * limits.
 */

/**
 * Spec 02 §9 card requirements: minimum activation amounts in USD and the direct (on-chain) funding fee rates. The
 * mock server answers these (GET /api/cards/requirements); the app falls back to them when that call fails.
 */
export const CARD_REQUIREMENTS: CardRequirements = {
  activation: { credit: '50', debit: '25', stake: '1000', deposit: '100' },
  fees: { direct_deposit: '0.02', direct_stake: '0.015' },
};

/**
 * Spec 02 §9 promotion: users created before 2025-09-03 who apply between 2025-09-04 19:30 and 2025-09-07 23:59:59
 * have the required deposit or stake set to 100. The spec names no time zone: UTC, on the server and in the app.
 */
export const PROMOTION_USERS_CREATED_BEFORE = '2025-09-03T00:00:00.000Z';
export const PROMOTION_APPLIED_FROM = '2025-09-04T19:30:00.000Z';
export const PROMOTION_APPLIED_UNTIL = '2025-09-07T23:59:59.999Z';
export const PROMOTION_MINIMUM = '100';

/** Spec 02 §5, §9 credit repayment: at least 0.01, at most 0.1 USD above the outstanding (used) amount, 2 decimals. */
export const MINIMUM_REPAYMENT = '0.01';
export const REPAYMENT_TOLERANCE = '0.1';
export const REPAYMENT_DECIMALS = 2;

/** Spec 02 §4: repay is offered (and accepted) only while something is owed, used > 0. */
export const hasOutstanding = (used: Big | string): boolean => dec(used).gt(0);

/** Spec 02 §5 "Credit repay": why an amount cannot be repaid (the app words each one, the server answers each one). */
export type RepaymentProblem = 'invalidAmount' | 'decimalPlaces' | 'minimum' | 'exceedsOutstanding';

/**
 * Spec 02 §5 "Credit repay": positive ('valid repayment amount'), at most 2 decimals ('invalid decimal places'), at
 * least 0.01 ('Minimum repayment amount is $0.01'), within 0.1 of the outstanding used amount ('Repayment amount
 * cannot exceed outstanding balance of {amount}'). Null when it may be repaid.
 */
export function repaymentProblem(amount: string, used: Big | string): RepaymentProblem | null {
  const value = tryDec(amount);
  if (!value || value.lte(0)) return 'invalidAmount';
  if (decimalPlaces(amount.trim()) > REPAYMENT_DECIMALS) return 'decimalPlaces';
  if (value.lt(MINIMUM_REPAYMENT)) return 'minimum';
  if (value.gt(dec(used).plus(REPAYMENT_TOLERANCE))) return 'exceedsOutstanding';
  return null;
}

/** What a repayment of `amount` pays off: never more than is owed (the tolerance never charges more). */
export function repaymentPaid(amount: Big | string, used: Big | string): Big {
  return dec(amount).gt(used) ? dec(used) : dec(amount);
}

/**
 * Spec 02 §9 crypto buffer: what a card amount in US dollars costs in a crypto currency — the crypto needed at the
 * quote's `effectiveRate` (USD per unit), plus 0.5 % on top, rounded up to 6 decimals; shown with 4 decimals, rounded
 * up. The app shows this figure (funding from a crypto balance, repayment, the physical card's fee, what to send on
 * chain) and the mock server debits exactly it, so the confirmation is what leaves the account. With the 'Unknown
 * error' fallback rate of 1.0 it is amount × 1.005 (§8).
 */
export const CRYPTO_BUFFER_RATE = '0.005';
export const CRYPTO_BUFFER_DECIMALS = 6;
export const CRYPTO_DISPLAY_DECIMALS = 4;

export function bufferedCryptoAmount(usdAmount: Big | string, effectiveRate: Big | string): Big {
  const rate = dec(effectiveRate);
  if (rate.lte(0)) throw new Error('card-funding: a quote rate must be positive');
  return dec(usdAmount).div(rate).times(dec(1).plus(CRYPTO_BUFFER_RATE)).round(CRYPTO_BUFFER_DECIMALS, Big.roundUp);
}

/** A buffered crypto amount as shown: 4 decimals, rounded up (the user never sends too little). */
export function displayCryptoAmount(value: Big | string): string {
  return dec(value).round(CRYPTO_DISPLAY_DECIMALS, Big.roundUp).toFixed(CRYPTO_DISPLAY_DECIMALS);
}

/** Spec 02 §3 "Derived deposit requirements": minimumDeposit, activationFee, totalRequired, currency USD. */
export interface DepositRequirements {
  minimumDeposit: string;
  activationFee: string;
  /**
   * What the card must hold to be activated: minimum + activation fee. Funded from the account balance, this is the
   * total (the cardholder agreement charges the direct funding fee on on-chain deposits only).
   */
  accountTotalRequired: string;
  /** The direct (on-chain) funding fee rate (direct_deposit for debit, direct_stake for credit). */
  feeRate: string;
  /** Funded on chain: the account total grossed up by the direct fee (spec 02 §9's formula), which the deposit loses. */
  totalRequired: string;
  /** totalRequired − accountTotalRequired: the direct fee of an on-chain funding, in USD. */
  directFee: string;
  currency: 'USD';
  isPromotion: boolean;
}

/** Spec 02 §9 promotion window (inclusive at both ends). */
export function isPromotionApplicable(userCreatedAt: string | null | undefined, appliedAt: string): boolean {
  if (!userCreatedAt) return false;
  const created = Date.parse(userCreatedAt);
  const applied = Date.parse(appliedAt);
  return created < Date.parse(PROMOTION_USERS_CREATED_BEFORE) && applied >= Date.parse(PROMOTION_APPLIED_FROM) && applied <= Date.parse(PROMOTION_APPLIED_UNTIL);
}

/**
 * Spec 02 §9: required total = (minimum + activation fee) / (1 - fee) when the fee is in [0, 1), floored to cents,
 * in USD — minimum deposit (debit) or stake (credit), activation fee debit or credit, fee direct_deposit or
 * direct_stake. The fee is the direct (on-chain) funding fee, so the formula is the on-chain total; from the account
 * balance the fee is 0 and the total is minimum + activation fee. The promotion sets the minimum to 100.
 */
export function deriveDepositRequirements(model: CardModel, requirements: CardRequirements, context: { userCreatedAt: string | null | undefined; appliedAt: string }): DepositRequirements {
  const isPromotion = isPromotionApplicable(context.userCreatedAt, context.appliedAt);
  const minimumDeposit = isPromotion ? PROMOTION_MINIMUM : model === 'debit' ? requirements.activation.deposit : requirements.activation.stake;
  const activationFee = model === 'debit' ? requirements.activation.debit : requirements.activation.credit;
  const feeRate = model === 'debit' ? requirements.fees.direct_deposit : requirements.fees.direct_stake;
  const base = dec(minimumDeposit).plus(activationFee);
  const fee = dec(feeRate);
  const total = (fee.gte(0) && fee.lt(1) ? base.div(dec(1).minus(fee)) : base).round(2, Big.roundDown);
  return {
    minimumDeposit,
    activationFee,
    accountTotalRequired: base.toFixed(2),
    feeRate,
    totalRequired: total.toFixed(2),
    directFee: total.minus(base).toFixed(2),
    currency: 'USD',
    isPromotion,
  };
}
