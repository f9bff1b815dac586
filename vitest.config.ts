import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

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
          include: ['src/**/*.test.ts', 'mock-server/**/*.test.ts', 'simulator/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/mock-server/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/error-coverage/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/setup-dom.ts'],
          testTimeout: 45_000,
        },
      },
    ],
  },
});
