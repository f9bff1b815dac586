import { defineConfig, devices } from '@playwright/test';

// Overridable so that several runs can share a machine.
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4011);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 5174);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** E2E journeys in Debian's Chromium against the real mock server (fresh seeded state per run). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node_modules/.bin/node --import tsx mock-server/cli.ts --port ${MOCK_PORT} --db .mock/e2e-${MOCK_PORT}.json --reset --quiet`,
      url: `http://127.0.0.1:${MOCK_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/vite --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
      url: `http://127.0.0.1:${APP_PORT}`,
      env: { MOCK_URL: `http://127.0.0.1:${MOCK_PORT}`, VITE_CACHE_DIR: `node_modules/.vite-e2e-${APP_PORT}` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
