import type { Domain } from '../../core/domain';
import { simulateCardTransactionBatch } from './batch';
import { listSimulatorUsers } from './directory';
import { clearSimulatorFaults, createSimulatorFault, getSimulatorClock, getSimulatorOutbox, listSimulatorFaults, resetSimulator, setSimulatorClock } from './platform';
import { settleSimulatorCardTransaction } from './settlement';

/**
 * Development-only platform controls: outbox, reset, clock and faults; plus the transaction simulator's own
 * steps — bulk card transactions, settlement of pending card transactions and the directory of users, cards and
 * open items the simulator acts on. The domain-specific simulator steps (single card transactions, approvals,
 * withdrawal status, deposits …) live with their domains.
 */

export const simulatorDomain: Domain = {
  name: 'simulator',
  handlers: {
    getSimulatorOutbox,
    resetSimulator,
    getSimulatorClock,
    setSimulatorClock,
    listSimulatorFaults,
    createSimulatorFault,
    clearSimulatorFaults,
    simulateCardTransactionBatch,
    settleSimulatorCardTransaction,
    listSimulatorUsers,
  } as Domain['handlers'],
};
