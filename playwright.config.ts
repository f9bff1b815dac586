import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium';
import { CALENDAR_MOMENTS } from './tests/calendar-moments';
import type { JourneyWorkerOptions } from './tests/e2e/support';

// Overridable so that several runs can share a machine.
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4011);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 5174);

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/** E2E journeys in Debian's Chromium against the real mock server: one per worker, freshly seeded (tests/e2e/support.ts). */
export default defineConfig<object, JourneyWorkerOptions>({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Files run in parallel, each worker with its own mock server (tests/e2e/support.ts); a file's
  // journeys run in order in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A flaky journey is fixed, not retried; a focused one (test.only) must never pass CI.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Two workers share two cores with the dev server and the mock servers: long journeys get room.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // The JSON report is what `npm test` sums up at its end (scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '.test-results/journeys.json' }], ...(process.env.CI ? [['html', { open: 'never' }] as const] : [])],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROME_FLAGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...chromium, timezoneId: 'UTC' } },
    // The calendar pass (tests/calendar-moments.ts): the journeys tagged with a hard moment run again from it.
    ...CALENDAR_MOMENTS.map(({ tag, now, timeZone }) => ({
      name: `calendar ${tag.slice(1)} (${now}, ${timeZone})`,
      grep: new RegExp(tag),
      use: { ...chromium, journeyTime: now, timezoneId: timeZone },
    })),
  ],
  webServer: [
    {
      command: `node_modules/.bin/vite --config tests/e2e/vite.config.ts --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
      url: `http://127.0.0.1:${APP_PORT}`,
      env: { MOCK_URL: `http://127.0.0.1:${MOCK_PORT}`, VITE_CACHE_DIR: `node_modules/.vite-e2e-${APP_PORT}` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
