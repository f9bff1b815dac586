import type { CardModel, CardRequirements } from '@/api/generated/model';
import { Big, dec } from '@/lib/money';
import { PROMOTION_APPLIED_FROM, PROMOTION_APPLIED_UNTIL, PROMOTION_MINIMUM, PROMOTION_USERS_CREATED_BEFORE } from './constants';

/** Spec 02 §3 "Derived deposit requirements": minimumDeposit, activationFee, totalRequired, currency USD. */
export interface DepositRequirements {
  minimumDeposit: string;
  activationFee: string;
  /** The direct funding fee rate grossed up (direct_deposit for debit, direct_stake for credit). */
  feeRate: string;
  totalRequired: string;
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
 * direct_stake. The promotion sets the minimum to 100.
 */
export function deriveDepositRequirements(
  model: CardModel,
  requirements: CardRequirements,
  context: { userCreatedAt: string | null | undefined; appliedAt: string },
): DepositRequirements {
  const isPromotion = isPromotionApplicable(context.userCreatedAt, context.appliedAt);
  const minimumDeposit = isPromotion ? PROMOTION_MINIMUM : model === 'debit' ? requirements.activation.deposit : requirements.activation.stake;
  const activationFee = model === 'debit' ? requirements.activation.debit : requirements.activation.credit;
  const feeRate = model === 'debit' ? requirements.fees.direct_deposit : requirements.fees.direct_stake;
  const base = dec(minimumDeposit).plus(activationFee);
  const fee = dec(feeRate);
  const total = fee.gte(0) && fee.lt(1) ? base.div(dec(1).minus(fee)) : base;
  return { minimumDeposit, activationFee, feeRate, totalRequired: total.round(2, Big.roundDown).toFixed(2), currency: 'USD', isPromotion };
}
