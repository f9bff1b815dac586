import type { CardRequirements } from '@/api/generated/model';

/** Spec 02 §9 requirement fallback: activation credit 50, debit 25, stake 1000, deposit 100; fees 0.02 / 0.015. */
export const FALLBACK_REQUIREMENTS: CardRequirements = {
  activation: { credit: '50', debit: '25', stake: '1000', deposit: '100' },
  fees: { direct_deposit: '0.02', direct_stake: '0.015' },
};

/** The direct (on-chain) fee of a funding: direct_deposit for debit deposits and repayments, direct_stake for stakes. */
export function directFeeRate(requirements: CardRequirements, kind: 'deposit' | 'stake' | 'repayment'): string {
  return kind === 'stake' ? requirements.fees.direct_stake : requirements.fees.direct_deposit;
}
