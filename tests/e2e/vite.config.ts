import { defineConfig, mergeConfig } from 'vite';
import appConfig, { MOCK_SERVER_PATHS } from '../../vite.config.ts';
import { e2eMockRouting } from './mock-routing.ts';

/**
 * The dev server the browser journeys run against (playwright.config.ts starts it): the app's own config plus what
 * only the journeys need, so the app's config imports nothing of the tests.
 */
export default defineConfig((env) =>
  mergeConfig(appConfig(env), {
    // One mock server per Playwright worker behind this one dev server.
    plugins: [e2eMockRouting(MOCK_SERVER_PATHS)],
    // The app is transformed up front, so the first journey doesn't wait for on-demand compiles.
    server: { warmup: { clientFiles: ['./src/main.tsx', './src/routes/**/*.tsx', './src/features/*/index.ts', './simulator/index.ts', './contract-kit/*.ts'] } },
    // Every dependency of the app is found up front (lazy chunks and the development-only simulator page included):
    // a dependency first met at run time would make Vite re-optimise and reload the page mid-journey.
    optimizeDeps: {
      entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.{test,stories}.{ts,tsx}', '!src/testing/**', '!src/routeTree.prod.gen.ts'],
    },
  }),
);
