import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineConfig, type Plugin } from 'vite';
import { keepAlivePlugin } from './tooling/vite/keep-alive-plugin.ts';
import { screenChunk } from './tooling/vite/screen-chunk.ts';
import { sessionPreloadPlugin } from './tooling/vite/session-preload-plugin.ts';
import { signedInPagePlugin } from './tooling/vite/signed-in-page.ts';
import { securityHeadersPlugin } from './tooling/vite/security-headers-plugin.ts';
import { startStylesPlugin } from './tooling/vite/start-styles-plugin.ts';
import { parseEnv, type RawEnv } from './src/config/parse-env.ts';
import { themeVariablesPlugin } from './tooling/vite/theme-variables-plugin.ts';
import { serviceWorkerPlugin } from './tooling/pwa/service-worker-plugin.ts';

const mockUrl = process.env.MOCK_URL ?? 'http://127.0.0.1:4010';

/**
 * A build checks the app's variables (src/config/parse-env.ts) before it starts, so a misconfigured build (e.g. one
 * for a real backend without VITE_TERMS_URL) fails here instead of shipping an app that stops at start-up.
 */
function environmentCheck(): Plugin {
  return {
    name: 'lookcard:environment-check',
    apply: 'build',
    configResolved(config) {
      const env = config.env as RawEnv;
      parseEnv(env, config.env['DEV'] === true);
      if (config.env['DEV'] !== true && !env.VITE_TERMS_URL && !env.VITE_PRIVACY_URL) {
        config.logger.warn("VITE_TERMS_URL and VITE_PRIVACY_URL are unset: the registration frames the mock server's legal pages (/mock-pages/…); set both for a deployment.");
      }
    },
  };
}

// Paths served by the mock server (API, its docs, /__db and the pages it serves for the on-ramp widget
// and identity verification), proxied in development so the app stays same-origin and cookies just work.
export const MOCK_SERVER_PATHS = ['/api', '/__db', '/docs', '/mock-pages'];
// The preview is the production app: only what the app itself calls (the API and, against the mock server, its
// on-ramp, identity and legal pages). The raw store and the API reference stay on the mock server's own port.
const previewProxied = ['/api', '/mock-pages'];
/**
 * `xfwd` appends the browser's address to X-Forwarded-For (http-proxy keeps what the client sent and adds the peer it
 * saw after it), so the right-most hop is the real client: the mock server, started with --trust-proxy, takes that
 * hop for throttling and sign-in places. The browser's Host is kept (changeOrigin: false): the mock server compares
 * a state change's Origin with it.
 */
const proxyTo = (paths: readonly string[]) => Object.fromEntries(paths.map((path) => [path, { target: mockUrl, changeOrigin: false, xfwd: true }]));

/** A raw request path with `.` or `..` segments (also percent-encoded) or backslashes, which URL parsing resolves. */
const hasDotSegments = (rawPath: string) => rawPath.includes('\\') || /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i.test(rawPath);

/**
 * The preview decides by the normalised path, before anything else does (the first plugin): `/api/../__db` (or
 * `/api/%2e%2e/__db`, `/api/..\\__db`) is /__db — served by the preview (the app), never forwarded — and
 * `/api/../assets/x.js.map` gets the source-map 404 and the security headers like the path it is. Vite's proxy matches
 * the raw URL by prefix, and the mock server would resolve the dot segments after it.
 */
function normalisedPaths(): Plugin {
  return {
    name: 'lookcard:normalised-paths',
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req: IncomingMessage, _res: ServerResponse, next: () => void) => {
        const raw = req.url ?? '/';
        if (hasDotSegments(raw.split(/[?#]/)[0] ?? '')) {
          const url = new URL(raw, 'http://preview.local');
          req.url = `${url.pathname}${url.search}`;
        }
        next();
      });
    },
  };
}

/**
 * The signed-in app's first screen, its loader's queries (src/app/screens.ts) and the formatting warm-up its loader
 * starts (src/app/place-loader.ts), in one chunk: on a signed-in start, one request instead of three.
 */
const DASHBOARD_ROOTS = ['/src/app/layout/dashboard-page.tsx', '/src/app/dashboard-data.ts', '/src/i18n/formatting-warm-up.ts'];
const dashboardChunk = screenChunk('dashboard', DASHBOARD_ROOTS, ['/src/main.tsx']);
/**
 * The install banner and the new-version prompt, which load when one is called for (src/features/pwa/lib/pwa-start.ts):
 * a chunk of their own, so that a signed-out page never loads the signed-in app's chunk for a module both use.
 */
const noticesChunk = screenChunk('notices', ['/src/features/pwa/components/pwa-shell.tsx'], ['/src/main.tsx']);
/**
 * MUI's overlays (src/components/overlays.tsx) and the dashboard's menus with their items, which the dashboard loads
 * once it has painted: one chunk with their modal, focus trap, transitions and positioning (what the dashboard's first
 * screen already has stays there), so that whatever else opens a menu or dialog first (the sign-in screen's language
 * menu, a dialog) asks for one file, not five.
 */
const overlaysChunk = screenChunk(
  'overlays',
  ['/src/components/overlays-chunk.ts', '/src/app/layout/user-menu-list.tsx', '/src/features/support/components/support-menu-list.tsx', '/src/features/cards/components/card-control-menu-list.tsx'],
  ['/src/main.tsx'],
);

export default defineConfig(({ command }) => {
  const isBuild = command === 'build';
  return {
    // A separate cache per dev server lets several run side by side (parallel e2e runs).
    cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
    plugins: [
      // First: every later decision of the preview (security headers, source maps, the proxy) sees the normalised path.
      normalisedPaths(),
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './src/routes',
        // The production build never sees the development-only simulator route; its own route tree
        // lives in a separate, ignored file so `npm run typecheck` keeps checking the full tree.
        generatedRouteTree: isBuild ? './src/routeTree.prod.gen.ts' : './src/routeTree.gen.ts',
        routeFileIgnorePattern: isBuild ? 'transaction-simulation' : undefined,
      }),
      react(),
      environmentCheck(),
      // The PWA's service worker (/sw.js, production builds only; the manifest and icons are in public/).
      serviceWorkerPlugin(),
      // Production security headers: written to dist/_headers by the build, served by `vite preview`.
      securityHeadersPlugin(previewProxied),
      // Idle connections outlive their clients' (no ECONNRESET when a client reuses one as the server drops it).
      keepAlivePlugin(),
      dashboardChunk.plugin,
      noticesChunk.plugin,
      overlaysChunk.plugin,
      // The built index.html asks for the session check while the entry downloads.
      sessionPreloadPlugin(),
      // The built index.html carries the theme's CSS variables (MUI does not generate them at start).
      themeVariablesPlugin(),
      // …and the emotion rules of the start's first screens (emotion neither compiles nor inserts them at start).
      startStylesPlugin(),
      // dist/index.signed-in.html preloads the dashboard's code; a navigation with the session cookie gets it.
      signedInPagePlugin(previewProxied, DASHBOARD_ROOTS),
    ],
    resolve: {
      alias: [
        ...(isBuild
          ? [
              { find: '@/routeTree.gen', replacement: fileURLToPath(new URL('./src/routeTree.prod.gen.ts', import.meta.url)) },
              // Messages are precompiled (scripts/compile-messages.mjs): ship no ICU parser.
              { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
            ]
          : []),
        // Emotion inserts a component's rules while it renders, in the transition's slices, not in the commit.
        { find: /^@emotion\/use-insertion-effect-with-fallbacks$/, replacement: fileURLToPath(new URL('./src/theme/emotion-insertion.ts', import.meta.url)) },
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // The contract kit (contract-kit/index.ts and its entries): the app imports only entries, e.g. @contract-kit/money.
        { find: /^@contract-kit$/, replacement: fileURLToPath(new URL('./contract-kit/index.ts', import.meta.url)) },
        { find: /^@contract-kit\//, replacement: fileURLToPath(new URL('./contract-kit/', import.meta.url)) },
      ],
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy: proxyTo(MOCK_SERVER_PATHS),
    },
    preview: {
      host: '127.0.0.1',
      port: 4173,
      strictPort: true,
      proxy: proxyTo(previewProxied),
    },
    build: {
      target: 'es2022',
      // Source maps are never published: `vite build --sourcemap hidden` makes them for an error tracker.
      sourcemap: false,
      reportCompressedSize: false,
      // The entry is about 520 KB minified; what counts is what travels, gzip and brotli, which `npm run check:bundle`
      // holds to the sign-in and dashboard budgets. Vite's 500 KB warning on minified size would only repeat in every build.
      chunkSizeWarningLimit: 700,
      // dist/.vite/manifest.json: the chunk graph scripts/check-bundle.mjs measures the routes' initial JS with.
      manifest: true,
      rolldownOptions: {
        treeshake: {
          // hoist-non-react-statics is a pure function, but its package does not say so: @emotion/react's index imports
          // it for nothing but that side effect, which kept it and its copy of react-is (≈ 1.1 KB gzip) in the sign-in
          // screen's entry. Only emotion's withTheme, which nothing uses, calls it. Other modules: their packages' say.
          moduleSideEffects: (id) => (/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined),
        },
        output: {
          codeSplitting: {
            // Every module the entry loads statically goes into one chunk: left to automatic chunking they were
            // spread over a dozen shared chunks (shared with lazy ones), each a request of its own and compressed
            // on its own, i.e. worse. Lazy chunks import what they need from it.
            groups: [
              { name: 'app', tags: ['$initial'], priority: 4 },
              { ...noticesChunk.group, priority: 3 },
              { ...dashboardChunk.group, priority: 2 },
              { ...overlaysChunk.group, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
