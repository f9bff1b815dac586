/**
 * The moment every test runs at, unless it sets its own: the mock server's clock in unit tests and journeys, and the
 * browser's (a fake Date in component tests, Playwright's page.clock in journeys). A weekday morning in the middle of
 * a month, a day after the seed layout's "now" (so the seed is laid out as written). `TEST_NOW` (an ISO date-time)
 * runs the suite at another moment: the calendar pass of `npm test` runs the date-sensitive tests at the first minute
 * of a month, across the year's end, on 29 February and across a change to daylight saving time.
 */
export const DEFAULT_TEST_NOW = '2026-11-16T10:00:00.000Z';

export function testNow(value: string | undefined = process.env['TEST_NOW']): Date {
  const at = new Date(value ?? DEFAULT_TEST_NOW);
  if (Number.isNaN(at.getTime())) throw new Error(`TEST_NOW must be an ISO 8601 date-time, got "${value ?? ''}"`);
  return at;
}

/** The moment of this test run. */
export const TEST_NOW: Date = testNow();
