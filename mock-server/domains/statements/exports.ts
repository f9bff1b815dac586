import type { FilterableRow } from '@contract-kit/rules/list-filter';
import { merchantCategoryOf } from '@contract-kit/rules/merchant-categories';
import type { CsvColumn } from '../../core/csv';
import type { CardTransactionRecord } from '../cards/records';

/** Card transactions for the history filter and the CSV export. */

/**
 * What the filter reads of a card transaction: its date, type, status, merchant category, the card's and the
 * merchant's currency, amount, merchant and description.
 */
export const cardTransactionFilterRow = (tx: CardTransactionRecord): FilterableRow => ({
  at: tx.transactionDate,
  type: tx.type,
  status: tx.status,
  category: merchantCategoryOf(tx),
  currencies: [tx.currency, tx.metadata.originalCurrency],
  amount: tx.amount,
  texts: [tx.merchant.name, tx.description],
});

/** The export's columns (contract: exportCardTransactions). */
export const CARD_TRANSACTION_COLUMNS: readonly CsvColumn<CardTransactionRecord>[] = [
  { header: 'id', cell: (tx) => tx.id },
  { header: 'date', cell: (tx) => tx.transactionDate },
  { header: 'type', cell: (tx) => tx.type },
  { header: 'entry', cell: (tx) => tx.entry },
  { header: 'status', cell: (tx) => tx.status },
  { header: 'amount', cell: (tx) => tx.amount },
  { header: 'currency', cell: (tx) => tx.currency },
  { header: 'description', cell: (tx) => tx.description },
  { header: 'merchant', cell: (tx) => tx.merchant.name },
  { header: 'merchantCity', cell: (tx) => tx.merchant.city },
  { header: 'merchantCountry', cell: (tx) => tx.merchant.country },
  { header: 'originalAmount', cell: (tx) => tx.metadata.originalTransactionAmount },
  { header: 'originalCurrency', cell: (tx) => tx.metadata.originalCurrency },
  { header: 'feeTx', cell: (tx) => tx.fees.tx },
  { header: 'feeFx', cell: (tx) => tx.fees.fx },
  { header: 'feeAtm', cell: (tx) => tx.fees.atm },
  { header: 'billAmount', cell: (tx) => tx.metadata.billAmount },
  { header: 'channel', cell: (tx) => tx.channel },
  { header: 'declineReason', cell: (tx) => tx.declineReason },
  { header: 'mcc', cell: (tx) => tx.mcc },
  { header: 'category', cell: (tx) => merchantCategoryOf(tx) },
];
