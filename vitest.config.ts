import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { CALENDAR_MOMENTS, CALENDAR_UNIT_FILES } from './tests/calendar-moments.ts';

const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  // The contract kit: its index and its entries (@contract-kit/money, @contract-kit/zod …).
  { find: /^@contract-kit$/, replacement: fileURLToPath(new URL('./contract-kit/index.ts', import.meta.url)) },
  { find: /^@contract-kit\//, replacement: fileURLToPath(new URL('./contract-kit/', import.meta.url)) },
];

/** Component test files that mock modules or stub globals: they run isolated (the 'dom-isolated' project). */
const DOM_MODULE_MOCKS = [
  'src/app/layout/dashboard-page-preload.test.tsx',
  'src/app/layout/rewards-flag.test.tsx',
  'src/features/card-transactions/components/card-transaction-history.live.test.tsx',
  'src/features/notifications/components/notifications.test.tsx',
  'src/features/statements/components/statements-flag.test.tsx',
  'src/features/paysafe/components/paysafe-idle.test.tsx',
  'src/features/simulator/components/event-stream-panel.test.tsx',
  'src/app/simulator-route.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // 2 cores: keep the pool small; each project runs its files in parallel workers.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'tooling/**/*.test.ts',
            'contract-kit/**/*.test.ts',
            'mock-server/**/*.test.ts',
            'simulator/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/mock-server/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/error-coverage/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/spec/**/*.test.ts',
            'tests/security/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: DOM_MODULE_MOCKS,
          setupFiles: ['src/testing/setup-dom.ts'],
          testTimeout: 45_000,
          // Component files share a worker's module graph and jsdom (a third less time on 2 cores): every file
          // starts from the same state anyway — setup-dom.ts resets the mock backend, MSW handlers, the DOM
          // and storage after each test, and each render makes its own query client.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          // Files that replace modules (vi.mock) or globals need a module graph of their own.
          include: DOM_MODULE_MOCKS,
          setupFiles: ['src/testing/setup-dom.ts'],
          testTimeout: 45_000,
        },
      },
      // The calendar pass (tests/calendar-moments.ts): the date-sensitive files again at each hard moment, in its time zone.
      ...CALENDAR_MOMENTS.flatMap(({ tag, now, timeZone }) => [
        {
          extends: true,
          test: { name: `calendar ${tag.slice(1)} node`, environment: 'node', include: [...CALENDAR_UNIT_FILES.node], env: { TEST_NOW: now, TZ: timeZone }, testTimeout: 30_000 },
        },
        {
          extends: true,
          test: {
            name: `calendar ${tag.slice(1)} dom`,
            environment: 'jsdom',
            include: [...CALENDAR_UNIT_FILES.dom],
            setupFiles: ['src/testing/setup-dom.ts'],
            env: { TEST_NOW: now, TZ: timeZone },
            testTimeout: 45_000,
            isolate: false,
          },
        },
      ]),
    ],
  },
});
