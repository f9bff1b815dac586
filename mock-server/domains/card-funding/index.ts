import type { Domain } from '../../core/domain';
import { serveAgreementPage } from './agreements-page';
import { activateCard, activateCardNew, applyCard, getCardRequirements, getVerificationInfo } from './application';
import { getCardRepaymentAddresses, getCardSourceAccounts, getCredit, getDeposit } from './balances';
import { accountDeposit, depositHandler } from './funding';
import { createOrder, getOrderFees, listCardOrders } from './orders';
import { performCardOperation, repayCard } from './payouts';
import { seedCardFunding } from './seed';
import { setSimulatorCardShipping, setSimulatorCardVerification, simulateCardOnchainDeposit } from './simulator-steps';
import { serveVerificationPage } from './verification-page';

/**
 * The card-funding domain (spec 02 §4 wizard, funding, staking, repayment, physical card order; §5; §8; §9): card
 * requirements, the application with its availability rules, identity verification, funding from an account
 * balance or on chain, activation with a name, withdraw / unstake / repay, physical card orders and their fees,
 * plus the simulator steps of the identity provider, the card issuer's fulfilment and on-chain transfers. The rules
 * and how money moves between the two ledgers: ./rules.ts.
 */

export const cardFundingDomain: Domain = {
  name: 'card-funding',
  handlers: {
    getCardRequirements,
    applyCard,
    getVerificationInfo,
    getCredit,
    getDeposit,
    getCardRepaymentAddresses,
    getCardSourceAccounts,
    accountDeposit,
    deposit: depositHandler('deposit'),
    stake: depositHandler('stake'),
    performCardOperation,
    repayCard,
    activateCardNew,
    activateCard,
    getOrderFees,
    listCardOrders,
    createOrder,
    setSimulatorCardVerification,
    setSimulatorCardShipping,
    simulateCardOnchainDeposit,
  } as Domain['handlers'],
  seed: seedCardFunding,
  page: (req, res, url, services) => serveVerificationPage(req, res, url, services) || serveAgreementPage(req, res, url),
};
