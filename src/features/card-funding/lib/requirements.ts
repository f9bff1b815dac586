import type { CardRequirements } from '@contract-kit/model';

/** The direct (on-chain) fee of a funding: direct_deposit for debit deposits and repayments, direct_stake for stakes. */
export function directFeeRate(requirements: CardRequirements, kind: 'deposit' | 'stake' | 'repayment'): string {
  return kind === 'stake' ? requirements.fees.direct_stake : requirements.fees.direct_deposit;
}
