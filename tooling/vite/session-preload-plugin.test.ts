// @vitest-environment node
import type { HtmlTagDescriptor } from 'vite';
import { describe, expect, it } from 'vitest';
import { getGetSessionUrl } from '@/api/generated/endpoints/auth/auth';
import { SESSION_PATH, sessionPreloadPlugin } from './session-preload-plugin';

/** The tags the plugin adds to index.html in a build with these variables. */
function tagsFor(env: Record<string, string>): HtmlTagDescriptor[] {
  const plugin = sessionPreloadPlugin();
  (plugin.configResolved as (config: { env: Record<string, string> }) => void)({ env });
  return (plugin.transformIndexHtml as () => HtmlTagDescriptor[])();
}

describe('sessionPreloadPlugin', () => {
  it("preloads the contract's session check", () => {
    expect(SESSION_PATH).toBe(getGetSessionUrl());
  });

  it("asks for it from the page's origin, with the credentials the fetcher sends (so the fetcher takes the response)", () => {
    expect(tagsFor({})).toEqual([{ tag: 'link', attrs: { rel: 'preload', href: '/api/auth/session', as: 'fetch', crossorigin: 'use-credentials' }, injectTo: 'head' }]);
  });

  it("asks the API's origin when the build names one", () => {
    const [tag] = tagsFor({ VITE_API_BASE_URL: 'https://api.lookcard.example/', VITE_TERMS_URL: '/terms', VITE_PRIVACY_URL: '/privacy' });
    expect(tag?.attrs?.href).toBe('https://api.lookcard.example/api/auth/session');
  });
});
