import { describe, expect, it } from 'vitest';
import { InsightsPeriod } from '../enums';
import { DEFAULT_INSIGHTS_PERIOD, INSIGHTS_PERIODS, isInsightsPeriod } from './insights-periods';

describe('the spending insights periods', () => {
  it("are exactly the contract's, this month first and the default", () => {
    expect([...INSIGHTS_PERIODS].sort()).toEqual(Object.values(InsightsPeriod).sort());
    expect(INSIGHTS_PERIODS).toEqual(['this-month', 'last-month', 'last-3-months', 'last-12-months']);
    expect(DEFAULT_INSIGHTS_PERIOD).toBe(INSIGHTS_PERIODS[0]);
  });

  it('tells a period from anything else', () => {
    expect(isInsightsPeriod('last-3-months')).toBe(true);
    expect(isInsightsPeriod('last-6-months')).toBe(false);
    expect(isInsightsPeriod(3)).toBe(false);
  });
});
