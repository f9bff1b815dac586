import type { Domain } from '../../core/domain';
import { downloadCardStatement, exportCardTransactions, getCardStatements, listCardTransactions } from './handlers';
import { sweepStatements } from './lifecycle';
import { seedStatements } from './seed';
import { simulateStatementGeneration } from './simulator-steps';

/**
 * The statements domain (spec 02 §2 "Card statements", "Transaction history (card)", §3, §4, §8): the monthly
 * statements of a card and their PDF, the card transaction history, the simulator's statement run for a cycle, and
 * the sweep that opens and closes statements as billing cycles begin and end. How a statement is built from the
 * card's transactions: ./records.ts and ./book.ts.
 */

export const statementsDomain: Domain = {
  name: 'statements',
  handlers: {
    getCardStatements,
    downloadCardStatement,
    listCardTransactions,
    exportCardTransactions,
    simulateStatementGeneration,
  },
  seed: seedStatements,
  sweep: (services) => {
    sweepStatements(services);
  },
};
