import type { Domain } from '../core/domain';

/** Card application, verification, funding, staking, repayment, activation and physical orders (its issue fills this in). */
export const cardFundingDomain: Domain = {
  name: 'card-funding',
  handlers: {},
};
