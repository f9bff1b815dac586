import type { MockApp } from '../../mock-server';
import type { FetchLike } from '../engine/client';

/** A fetch that hands requests straight to a mock app's dispatcher (engine tests without a network). */
export function inProcessFetch(app: MockApp): FetchLike {
  return async (url, init) => {
    const parsed = new URL(url, 'http://mock.local');
    const response = await app.dispatcher.dispatch({
      method: init.method,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: Object.fromEntries(Object.entries(init.headers).map(([key, value]) => [key.toLowerCase(), value])),
      bodyText: init.body,
    });
    const text = response.body === undefined ? '' : JSON.stringify(response.body);
    return { status: response.status, ok: response.status >= 200 && response.status < 300, text: async () => text };
  };
}
