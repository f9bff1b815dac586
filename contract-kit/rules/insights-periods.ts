import type { InsightsPeriod } from '../model';

/**
 * The spending insights' periods, this month first (the default). A module of their own, without the insights'
 * arithmetic: the address's validation (the insights dialog's views) ships with the sign-in screen.
 */
export const INSIGHTS_PERIODS: readonly InsightsPeriod[] = ['this-month', 'last-month', 'last-3-months', 'last-12-months'];
export const DEFAULT_INSIGHTS_PERIOD: InsightsPeriod = 'this-month';

export const isInsightsPeriod = (value: unknown): value is InsightsPeriod => typeof value === 'string' && (INSIGHTS_PERIODS as readonly string[]).includes(value);
