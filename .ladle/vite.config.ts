import { fileURLToPath, URL } from 'node:url';
import type { UserConfig } from 'vite';

/**
 * Ladle's own Vite config (Ladle 5 runs its bundled Vite 6 and adds its React plugin itself). Not the app's
 * vite.config.ts: no router plugin, service worker or production route tree here. The stories talk to the
 * real mock backend running in the browser (MSW worker), so its Node imports are aliased to small shims.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const config: UserConfig = {
  publicDir: here('./public'),
  cacheDir: 'node_modules/.vite-ladle',
  resolve: {
    alias: [
      // Ladle maps msw to an empty module unless its own (msw 2) addon is on; the stories use the project's msw 3.
      { find: /^msw$/, replacement: 'msw' },
      { find: /^msw\/browser$/, replacement: 'msw/browser' },
      // No `@formatjs/icu-messageformat-parser` → `no-parser.js` alias here, unlike the app's production build:
      // the app's catalogues are precompiled, but the development-only simulator's (its panels have stories)
      // are plain ICU strings, parsed at run time as in `npm run dev`.
      { find: /^(node:)?crypto$/, replacement: here('./shims/crypto.ts') },
      { find: /^(node:)?zlib$/, replacement: here('./shims/zlib.ts') },
      { find: /^(node:)?(fs|path|module)$/, replacement: here('./shims/unavailable.ts') },
      { find: '@', replacement: here('../src') },
      { find: /^@contract-kit$/, replacement: here('../contract-kit/index.ts') },
      { find: /^@contract-kit\//, replacement: here('../contract-kit/') },
    ],
  },
  define: {
    // the mock server reads no environment in the browser; some dependencies probe process.env.NODE_ENV
    // The app's legal pages (src/config/parse-env.ts): a Ladle build is a production build; Ladle serves no
    // /mock-pages, and the stories of the framed dialog use their own stand-in page.
    'import.meta.env.VITE_TERMS_URL': JSON.stringify('/mock-pages/terms'),
    'import.meta.env.VITE_PRIVACY_URL': JSON.stringify('/mock-pages/privacy'),
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4_000,
  },
};

export default config;
