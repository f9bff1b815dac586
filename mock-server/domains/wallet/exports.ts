import type { FilterableRow } from '@contract-kit/rules/list-filter';
import type { CsvColumn } from '../../core/csv';
import type { AccountTransactionRecord, WithdrawalRecord } from './records';

/** Account movements and withdrawals for the history filter and the CSV exports. */

/** What the filter reads of an account movement: its date, direction, account currency, amount, description and reference. */
export const accountTransactionFilterRow = (record: AccountTransactionRecord): FilterableRow => ({
  at: record.createdAt,
  type: record.type,
  currencies: [record.currency],
  amount: record.amount,
  texts: [record.description, record.reference],
});

/** What the filter reads of a withdrawal: its date, status, currency, amount, destination address, chain and hash. */
export const withdrawalFilterRow = (record: WithdrawalRecord): FilterableRow => ({
  at: record.createdAt,
  status: record.status,
  currencies: [record.currency],
  amount: record.amount,
  texts: [record.toAddress, record.blockchainId, record.txHash, record.description],
});

/** The account activity export's columns (contract: exportAccountTransactions). */
export const ACCOUNT_TRANSACTION_COLUMNS: readonly CsvColumn<AccountTransactionRecord>[] = [
  { header: 'id', cell: (record) => record.id },
  { header: 'date', cell: (record) => record.createdAt },
  { header: 'type', cell: (record) => record.type },
  { header: 'account', cell: (record) => record.currency },
  { header: 'amount', cell: (record) => record.amount },
  { header: 'currency', cell: (record) => record.currency },
  { header: 'category', cell: (record) => record.category },
  { header: 'description', cell: (record) => record.description },
  { header: 'reference', cell: (record) => record.reference },
];

/** The withdrawal history export's columns (contract: exportWithdrawals). */
export const WITHDRAWAL_COLUMNS: readonly CsvColumn<WithdrawalRecord>[] = [
  { header: 'id', cell: (record) => record.id },
  { header: 'date', cell: (record) => record.createdAt },
  { header: 'status', cell: (record) => record.status },
  { header: 'amount', cell: (record) => record.amount },
  { header: 'currency', cell: (record) => record.currency },
  { header: 'blockchain', cell: (record) => record.blockchainId },
  { header: 'toAddress', cell: (record) => record.toAddress },
  { header: 'txHash', cell: (record) => record.txHash },
  { header: 'reason', cell: (record) => (record.status === 'failed' ? record.reason : null) },
];
