import { dec, type Decimal } from '../money';
import type { CardInsights, CardTransactionEntry, CardTransactionStatus, CardTransactionType, CategorySpending, InsightsPeriod, MerchantCategory, MonthSpending } from '../model';
import { categoryOfTransaction, MERCHANT_CATEGORIES } from './merchant-categories';

/**
 * Spending insights (beyond the spec): a card's spending in a period, per UTC calendar month and per
 * merchant category (./merchant-categories.ts). One rule for the mock server (getCardInsights) and the app (the
 * periods it offers). What counts as spending — decided here, written in the contract's getCardInsights:
 *
 * - purchases and ATM withdrawals (debit entries) that are cleared or pending count with their amount in the card's
 *   currency, without fees (the same transactions the card's controls count towards its limits);
 * - cleared refunds and reversals (credit entries) are taken off: netted in the category and the month they post in
 *   (a month's or a category's amount can so be negative);
 * - declined, rejected and reversed transactions, deposits, withdrawals, repayments and card fees never count.
 *
 * Periods are whole UTC calendar months up to now: this-month, last-month (the previous month alone), last-3-months
 * and last-12-months (the current month and the 2 or 11 before it). Amounts are decimal strings with 2 decimals.
 */

export { DEFAULT_INSIGHTS_PERIOD, INSIGHTS_PERIODS, isInsightsPeriod } from './insights-periods';

/** The months of a period (YYYY-MM, oldest first) and its first and last day (YYYY-MM-DD, UTC, inclusive). */
export interface PeriodRange {
  from: string;
  to: string;
  months: string[];
}

const monthKey = (year: number, monthIndex: number): string => new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 7);
const lastDayOf = (year: number, monthIndex: number): string => new Date(Date.UTC(year, monthIndex + 1, 0)).toISOString().slice(0, 10);

/** The range of `period` at `now`. */
export function periodRange(period: InsightsPeriod, now: Date): PeriodRange {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = now.toISOString().slice(0, 10);
  if (period === 'last-month') {
    const key = monthKey(year, month - 1);
    return { from: `${key}-01`, to: lastDayOf(year, month - 1), months: [key] };
  }
  const count = period === 'this-month' ? 1 : period === 'last-3-months' ? 3 : 12;
  const months = Array.from({ length: count }, (_, index) => monthKey(year, month - count + 1 + index));
  return { from: `${months[0] ?? monthKey(year, month)}-01`, to: today, months };
}

/** What the rule reads of a card transaction. */
export interface SpendingTransaction {
  type: CardTransactionType;
  entry: CardTransactionEntry;
  status: CardTransactionStatus;
  /** Unsigned, in the card's currency. */
  amount: string;
  transactionDate: string;
  mcc?: string | null;
}

const SPENDING_TYPES: readonly CardTransactionType[] = ['purchase', 'atm_withdrawal'];
const NETTED_TYPES: readonly CardTransactionType[] = ['refund', 'reversal'];

/** What a transaction adds to spending: its amount, minus its amount (a refund or reversal), or null (it does not count). */
export function spendingContribution(transaction: SpendingTransaction): Decimal | null {
  if (transaction.entry === 'debit' && SPENDING_TYPES.includes(transaction.type) && (transaction.status === 'cleared' || transaction.status === 'pending')) return dec(transaction.amount);
  if (transaction.entry === 'credit' && NETTED_TYPES.includes(transaction.type) && transaction.status === 'cleared') return dec(transaction.amount).neg();
  return null;
}

interface Tally {
  amount: Decimal;
  count: number;
}

const money = (value: Decimal): string => value.toFixed(2);

/** Categories with a tally, largest amount first, then in the contract's order. */
function categoryList(tallies: Map<MerchantCategory, Tally>): CategorySpending[] {
  return [...tallies.entries()]
    .sort(([a, left], [b, right]) => right.amount.cmp(left.amount) || MERCHANT_CATEGORIES.indexOf(a) - MERCHANT_CATEGORIES.indexOf(b))
    .map(([category, tally]) => ({ category, amount: money(tally.amount), count: tally.count }));
}

function add(tallies: Map<MerchantCategory, Tally>, category: MerchantCategory, amount: Decimal): void {
  const tally = tallies.get(category) ?? { amount: dec(0), count: 0 };
  tallies.set(category, { amount: tally.amount.plus(amount), count: tally.count + 1 });
}

/** The insights of a card's transactions in `period` at `now` (everything of CardInsights but the card's id and currency). */
export function spendingInsights(transactions: readonly SpendingTransaction[], period: InsightsPeriod, now: Date): Omit<CardInsights, 'cardId' | 'currency'> {
  const range = periodRange(period, now);
  const byMonth = new Map(range.months.map((month) => [month, new Map<MerchantCategory, Tally>()]));
  const overall = new Map<MerchantCategory, Tally>();
  let total = dec(0);
  const until = now.getTime();
  for (const transaction of transactions) {
    const month = byMonth.get(transaction.transactionDate.slice(0, 7));
    if (!month || Date.parse(transaction.transactionDate) > until) continue;
    const amount = spendingContribution(transaction);
    if (amount === null) continue;
    const category = categoryOfTransaction(transaction);
    add(month, category, amount);
    add(overall, category, amount);
    total = total.plus(amount);
  }
  const months: MonthSpending[] = range.months.map((month) => {
    const tallies = byMonth.get(month) ?? new Map<MerchantCategory, Tally>();
    const sum = [...tallies.values()].reduce((running, tally) => running.plus(tally.amount), dec(0));
    return { month, total: money(sum), categories: categoryList(tallies) };
  });
  return { period, from: range.from, to: range.to, total: money(total), months, categories: categoryList(overall) };
}
