import type { Domain } from '../../core/domain';
import { setSimulatorCardControls, updateCardControls } from './controls-handler';
import { activatePhysicalCard, changePin, freezeCard, getCardAddresses, getCards, getCredentials, unfreezeCard } from './handlers';
import { getCardInsights } from './insights';
import { decide, expireDueApprovals, getPendingApproval } from './paysafe';
import { seedCards } from './seed';
import { simulateApproval, simulateCardTransaction } from './simulator-steps';

/**
 * The cards domain (spec 02 §2–§5, §8): the user's cards, freeze / unfreeze, card details, physical card activation
 * and PIN, card controls (limits and switches, ./controls.ts), spending insights (./insights.ts), deposit addresses and PaySafe approvals, plus the simulator steps that act as the card processor (card
 * transactions, approval requests) and the sweep that expires approvals. Records: ./records.ts; balances:
 * ./ledger.ts; ownership: ./access.ts; seed: ./seed.ts.
 */

export const cardsDomain: Domain = {
  name: 'cards',
  handlers: {
    getCards,
    freezeCard,
    unfreezeCard,
    updateCardControls,
    getCardInsights,
    getCredentials,
    getCardAddresses,
    activatePhysicalCard,
    changePin,
    getPendingApproval,
    approveCardApproval: decide('approved'),
    rejectCardApproval: decide('rejected'),
    simulateCardTransaction,
    simulateApproval,
    setSimulatorCardControls,
  },
  seed: seedCards,
  sweep: (services, emit) => {
    expireDueApprovals(services, emit);
  },
};
