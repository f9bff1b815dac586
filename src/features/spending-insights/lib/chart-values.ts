import type { CategorySpending, MonthSpending } from '@contract-kit/model';

/**
 * What the chart draws. The chart library takes numbers for the lengths of its bars; these are drawn from the
 * contract's decimal strings only to be drawn (no sum, no rounding is ever made of them: every amount the user reads,
 * in the tooltip and in the table, is the server's decimal string, formatted).
 */
export interface ChartBar {
  /** The category or the month. */
  key: string;
  label: string;
  /** The bar's length (drawing only). */
  length: number;
  /** The amount as shown. */
  text: string;
}

const lengthOf = (amount: string): number => Number(amount);

export const categoryBars = (categories: readonly CategorySpending[], label: (category: CategorySpending) => string, text: (amount: string) => string): ChartBar[] =>
  categories.map((category) => ({ key: category.category, label: label(category), length: lengthOf(category.amount), text: text(category.amount) }));

export const monthBars = (months: readonly MonthSpending[], label: (month: string) => string, text: (amount: string) => string): ChartBar[] =>
  months.map((month) => ({ key: month.month, label: label(month.month), length: lengthOf(month.total), text: text(month.total) }));
