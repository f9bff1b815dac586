import type { StatementStatus } from '@contract-kit/model';

/**
 * Records of the statements domain: one statement per card and billing cycle (spec 02 §3 "Statement", §4
 * "Statements"), plus the rules that build a statement from the card's transactions.
 *
 * A billing cycle is a calendar month in UTC ('YYYY-MM'). A statement record only keeps what is decided once
 * (its id, the cycle's dates, the due date, when it was opened and closed); its balances, transactions and
 * status are derived from the card's transactions whenever it is read, so a statement, its PDF and the card
 * history can never disagree.
 *
 * Balances (USD, 2 decimals) are built from posted (cleared) transactions only, in date order:
 * - debit card: the card balance — a debit entry takes its bill amount (amount + fees), a credit entry brings
 *   its bill amount (amount − fees);
 * - credit card: the amount owed — a debit entry adds its bill amount; a payment, refund or reversal pays it
 *   down (never below zero); staking (deposit_fund) and unstaking (withdraw_fund) move the collateral, not the
 *   amount owed.
 * Pending, declined, rejected and reversed transactions are listed on the statement but move nothing.
 *
 * Status: `open` while the cycle runs (and until it is closed). A closed statement is `closed` — always for a
 * debit card; for a credit card while nothing is due or the due date has not passed — `paid` once payments and
 * credits posted after the cycle cover its closing balance, `overdue` when they have not by the end of the due
 * date (25 days after the cycle).
 */

declare module '../../store/schema' {
  interface Collections {
    statements: StatementRecord;
  }
}

export interface StatementRecord {
  /** Deterministic per card and cycle (statementIdFor). */
  id: string;
  userId: string;
  cardId: string;
  /** Billing month, YYYY-MM (UTC). */
  cycle: string;
  /** First and last day of the cycle, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** Credit cards: payment due date (YYYY-MM-DD); null for debit cards. */
  dueDate: string | null;
  /** Last evaluated status (the sweep keeps it current; reads always evaluate afresh). */
  status: StatementStatus;
  /** When the statement was opened: the start of the cycle, or the card's activation within it. */
  createdAt: string;
  /** When the cycle was closed: its end, or earlier when the simulator's statement run closed it. null while open. */
  closedAt: string | null;
}
