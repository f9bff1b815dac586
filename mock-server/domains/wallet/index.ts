import type { Domain } from '../../core/domain';
import { exportAccountTransactions, getAccountAddresses, getAccountBalance, listAccountTransactions, transferFunds } from './accounts';
import { createExchange, estimateExchange, getExchangeRate } from './exchange';
import { createOnrampSession, getOnrampProviders } from './onramp';
import { serveOnrampPage } from './onramp-page';
import { seedWallet } from './seed';
import { completeSimulatorOnrampOrder, setSimulatorWithdrawalStatus, simulateDeposit } from './simulator-steps';
import { createWithdrawal, exportWithdrawals, getBlockchains, getCurrencies, getOnrampAvailability, getWithdrawal, getWithdrawalAvailability, getWithdrawalFee, listWithdrawals } from './withdrawals';

/**
 * The wallet domain (spec 01): currency accounts and their ledger (./ledger.ts), transfers, chains and withdrawals,
 * exchange, the on-ramp with its provider page, and the simulator steps of the outside world (deposits, withdrawal
 * outcomes, on-ramp orders). Records: ./records.ts; reference data: ./catalogue.ts; seed: ./seed.ts.
 */

export const walletDomain: Domain = {
  name: 'wallet',
  handlers: {
    getAccountBalance,
    getAccountAddresses,
    transferFunds,
    listAccountTransactions,
    exportAccountTransactions,
    getBlockchains,
    getCurrencies,
    listWithdrawals,
    exportWithdrawals,
    createWithdrawal,
    getWithdrawal,
    getWithdrawalFee,
    getWithdrawalAvailability,
    getOnrampAvailability,
    createExchange,
    getExchangeRate,
    estimateExchange,
    getOnrampProviders,
    createOnrampSession,
    setSimulatorWithdrawalStatus,
    simulateDeposit,
    completeSimulatorOnrampOrder,
  } as Domain['handlers'],
  seed: seedWallet,
  page: (req, res, url, services) => serveOnrampPage(req, res, url, services),
};
