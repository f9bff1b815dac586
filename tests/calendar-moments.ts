/**
 * The hard moments of the calendar. `npm test` runs the date-sensitive tests at each of them besides their run at
 * TEST_NOW (mock-server/core/test-time.ts): the journeys tagged with a moment's tag (playwright.config.ts) and the unit
 * files of CALENDAR_UNIT_FILES (vitest.config.ts), with the mock server's clock and the page's starting there, in the
 * moment's time zone. A test that fails only at one of them is a defect found before that day comes.
 */
export interface CalendarMoment {
  tag: `@${string}`;
  /** ISO date-time the clocks start at. */
  now: string;
  /** IANA time zone of the browser (journeys) and of the test process (unit files). */
  timeZone: string;
}

export const CALENDAR_MOMENTS: readonly CalendarMoment[] = [
  // The first minute of a UTC month; 08:00 of the 1st in Shanghai.
  { tag: '@month-start', now: '2027-02-01T00:00:00.000Z', timeZone: 'Asia/Shanghai' },
  // 31 December rolling into the new year 30 s in.
  { tag: '@new-year', now: '2026-12-31T23:59:30.000Z', timeZone: 'UTC' },
  { tag: '@leap-day', now: '2028-02-29T12:00:00.000Z', timeZone: 'Asia/Shanghai' },
  // London's clocks go forward at 01:00 GMT (to 02:00 BST) 30 s in.
  { tag: '@dst', now: '2027-03-28T00:59:30.000Z', timeZone: 'Europe/London' },
];

/**
 * Unit and component test files that show or reason about dates, periods, countdowns, limits by day or month and
 * relative times, written against whatever moment they run at. (The statement tests are written against the seed of
 * one day and cross month and year ends by moving the clock; the statement journeys run in the calendar pass.)
 */
export const CALENDAR_UNIT_FILES = {
  node: ['contract-kit/rules/card-controls.test.ts', 'contract-kit/rules/spending-insights.test.ts', 'mock-server/domains/cards/controls.test.ts', 'mock-server/domains/cards/insights.test.ts'],
  dom: [
    'src/features/card-transactions/components/card-transaction-history.test.tsx',
    'src/features/cards/components/card-controls-dialog.test.tsx',
    'src/features/paysafe/components/paysafe.test.tsx',
    'src/features/security/components/devices-dialog.test.tsx',
    'src/features/spending-insights/components/spending-insights-dialog.test.tsx',
  ],
} as const;
