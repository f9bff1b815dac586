import type { Plugin } from 'vite';
import { parseEnv, type RawEnv } from '../../src/config/parse-env.ts';

/** The session check every start makes first (GET, the contract's `getSession`; a test keeps the two equal). */
export const SESSION_PATH = '/api/auth/session';

/**
 * The session check starts with the page: a `<link rel="preload" as="fetch">` in the built index.html asks
 * for it while the entry chunk downloads, and the app's own request (src/api/fetcher.ts: same URL, credentials
 * `include`, which `crossorigin="use-credentials"` matches) takes that response instead of asking once the entry has
 * run. Both the sign-in form and the dashboard wait for this answer, so each starts one round trip sooner. The URL is
 * the fetcher's: VITE_API_BASE_URL's origin when the build names one, else the page's.
 */
export function sessionPreloadPlugin(): Plugin {
  let apiBaseUrl = '';
  return {
    name: 'lookcard:session-preload',
    apply: 'build',
    configResolved(config) {
      apiBaseUrl = parseEnv(config.env as RawEnv, false).apiBaseUrl;
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'preload', href: `${apiBaseUrl}${SESSION_PATH}`, as: 'fetch', crossorigin: 'use-credentials' }, injectTo: 'head' }],
  };
}
