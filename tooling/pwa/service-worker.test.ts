import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildServiceWorker, precacheManifest, type PrecacheEntry } from './service-worker-plugin';

const ENTRIES: PrecacheEntry[] = [
  { url: '/index.html', content: '<!doctype html><div id="root"></div>' },
  { url: '/assets/index-abc.js', content: 'console.log(1)' },
  { url: '/assets/index-abc.js.map', content: '{}' },
  { url: '/manifest.webmanifest', content: '{}' },
  { url: '/icons/icon-192.png', content: new Uint8Array([1, 2, 3]) },
];

describe('precache manifest', () => {
  it("lists every built and public file but source maps, the worker itself and the signed-in start page (the hosts' alone)", () => {
    const { urls } = precacheManifest([...ENTRIES, { url: '/sw.js', content: '' }, { url: '/index.signed-in.html', content: '<!doctype html>' }]);
    expect(urls).toEqual(['/assets/index-abc.js', '/icons/icon-192.png', '/index.html', '/manifest.webmanifest']);
  });

  it('changes its version when any file changes (a new deploy is a new worker), not otherwise', () => {
    const { version } = precacheManifest(ENTRIES);
    expect(precacheManifest([...ENTRIES].reverse()).version).toBe(version);
    expect(precacheManifest(ENTRIES.map((entry) => (entry.url === '/assets/index-abc.js' ? { ...entry, content: 'console.log(2)' } : entry))).version).not.toBe(version);
  });
});

/** Runs the built worker in a fake service-worker scope. */
async function loadWorker() {
  const code = await buildServiceWorker(ENTRIES);
  const listeners: Record<string, (event: unknown) => void> = {};
  const stores = new Map<string, Map<string, string>>([
    ['lookcard-shell-old', new Map()],
    ['other-app', new Map()],
  ]);
  const network: string[] = [];
  const calls = { skipWaiting: 0, claim: 0 };
  const notifications: { title: string; options: NotificationOptions }[] = [];
  /** The app's open windows (clients.matchAll), what was focused, navigated and opened. */
  const windows: { url: string; focused: boolean; navigatedTo: string | null }[] = [];
  const opened: string[] = [];
  const caches = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, string>();
      stores.set(name, store);
      return {
        addAll: async (requests: Request[]) => requests.forEach((request) => store.set(new URL(request.url).pathname, `cached ${new URL(request.url).pathname}`)),
        match: async (url: string) => (store.has(url) ? new Response(store.get(url)) : undefined),
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const scope = {
    location: { origin: 'https://app.example' },
    caches,
    clients: {
      claim: async () => void calls.claim++,
      matchAll: async () =>
        windows.map((entry) => {
          const client = {
            url: entry.url,
            focus: async () => {
              entry.focused = true;
              return client;
            },
            navigate: async (url: string) => {
              entry.navigatedTo = url;
              return client;
            },
          };
          return client;
        }),
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => void notifications.push({ title, options }),
    },
    skipWaiting: async () => void calls.skipWaiting++,
    fetch: async (request: Request) => {
      network.push(new URL(request.url).pathname);
      return new Response('network');
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
  };
  runInNewContext(code, {
    self: scope,
    Request: class extends Request {
      constructor(input: string, init?: RequestInit) {
        super(new URL(input, 'https://app.example'), init);
      }
    },
    URL,
    Set,
    Promise,
    Response,
    JSON,
  });

  const extendable = () => {
    const pending: Promise<unknown>[] = [];
    return { event: { waitUntil: (promise: Promise<unknown>) => pending.push(promise) }, done: () => Promise.all(pending) };
  };
  const dispatchFetch = async (path: string, init: { method?: string; mode?: string; origin?: string } = {}) => {
    let answer: Promise<Response> | undefined;
    const request = { url: `${init.origin ?? 'https://app.example'}${path}`, method: init.method ?? 'GET', mode: init.mode ?? 'cors' };
    listeners['fetch']?.({ request, respondWith: (response: Promise<Response>) => (answer = Promise.resolve(response)) });
    return answer ? (await answer).text() : undefined;
  };
  const push = async (data: string | null) => {
    const event = extendable();
    const message = data === null ? null : { text: () => data, json: () => JSON.parse(data) as unknown };
    listeners['push']?.({ ...event.event, data: message });
    await event.done();
  };
  const click = async (data: unknown) => {
    const event = extendable();
    let isClosed = false;
    listeners['notificationclick']?.({ ...event.event, notification: { data, close: () => (isClosed = true) } });
    await event.done();
    return isClosed;
  };
  return { listeners, stores, network, calls, extendable, dispatchFetch, notifications, windows, opened, push, click };
}

describe('the service worker', () => {
  it('precaches the app shell on install and drops its older caches on activate', async () => {
    const worker = await loadWorker();
    const install = worker.extendable();
    worker.listeners['install']?.(install.event);
    await install.done();
    const current = [...worker.stores.keys()].find((name) => name.startsWith('lookcard-shell-') && name !== 'lookcard-shell-old');
    expect([...(worker.stores.get(current ?? '')?.keys() ?? [])].sort()).toEqual(['/assets/index-abc.js', '/icons/icon-192.png', '/index.html', '/manifest.webmanifest']);
    const activate = worker.extendable();
    worker.listeners['activate']?.(activate.event);
    await activate.done();
    expect([...worker.stores.keys()].sort()).toEqual([current, 'other-app'].sort());
    expect(worker.calls.claim).toBe(1);
  });

  it('serves navigations and precached files from the cache, and never touches the API', async () => {
    const worker = await loadWorker();
    const install = worker.extendable();
    worker.listeners['install']?.(install.event);
    await install.done();
    expect(await worker.dispatchFetch('/any/deep/link', { mode: 'navigate' })).toBe('cached /index.html');
    expect(await worker.dispatchFetch('/assets/index-abc.js')).toBe('cached /assets/index-abc.js');
    for (const path of ['/api/accounts/balance', '/api/auth/session', '/mock-pages/terms', '/docs', '/__db/users']) {
      expect(await worker.dispatchFetch(path), path).toBeUndefined();
      expect(await worker.dispatchFetch(path, { mode: 'navigate' }), path).toBeUndefined();
    }
    expect(await worker.dispatchFetch('/api/auth/login', { method: 'POST' })).toBeUndefined();
    expect(await worker.dispatchFetch('/assets/other.js')).toBeUndefined();
    expect(await worker.dispatchFetch('/index.html', { origin: 'https://cdn.example' })).toBeUndefined();
    expect(worker.network).toEqual([]);
  });

  it('takes over only when the page asks (update prompt)', async () => {
    const worker = await loadWorker();
    worker.listeners['message']?.({ data: { type: 'OTHER' } });
    expect(worker.calls.skipWaiting).toBe(0);
    worker.listeners['message']?.({ data: { type: 'SKIP_WAITING' } });
    expect(worker.calls.skipWaiting).toBe(1);
  });
});

describe('push notifications in the service worker', () => {
  it('shows the notification a push message carries, with the app icon and the page to bring up', async () => {
    const worker = await loadWorker();
    await worker.push(JSON.stringify({ title: 'Payment approval required', body: 'Corner Coffee requests $9.99', url: '/?tab=cards' }));
    expect(worker.notifications).toEqual([
      {
        title: 'Payment approval required',
        options: { body: 'Corner Coffee requests $9.99', tag: undefined, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { url: 'https://app.example/?tab=cards' } },
      },
    ]);
  });

  it('shows something for any message: plain text as the body, the app name without a title, never a foreign page', async () => {
    const worker = await loadWorker();
    await worker.push('Your card was used');
    await worker.push(null);
    await worker.push(JSON.stringify({ body: 'x', url: 'https://evil.example/phish' }));
    expect(worker.notifications.map(({ title, options }) => [title, options.body, (options.data as { url: string | null }).url])).toEqual([
      ['LookCard', 'Your card was used', null],
      ['LookCard', undefined, null],
      ['LookCard', 'x', 'https://app.example/'],
    ]);
  });

  it('on a click, focuses the open app (at the notification’s page), or opens it', async () => {
    const worker = await loadWorker();
    worker.windows.push({ url: 'https://other.example/', focused: false, navigatedTo: null }, { url: 'https://app.example/', focused: false, navigatedTo: null });
    expect(await worker.click({ url: 'https://app.example/?tab=cards' })).toBe(true);
    expect(worker.windows).toEqual([
      { url: 'https://other.example/', focused: false, navigatedTo: null },
      { url: 'https://app.example/', focused: true, navigatedTo: 'https://app.example/?tab=cards' },
    ]);
    expect(worker.opened).toEqual([]);

    // Without a page, the app only comes forward as it is.
    worker.windows[1] = { url: 'https://app.example/', focused: false, navigatedTo: null };
    await worker.click({ url: null });
    expect(worker.windows[1]).toEqual({ url: 'https://app.example/', focused: true, navigatedTo: null });

    // No window of the app: one is opened, at a page of the app only.
    worker.windows.splice(0);
    await worker.click({ url: 'https://app.example/?tab=cards' });
    await worker.click({ url: 'https://evil.example/' });
    await worker.click(null);
    expect(worker.opened).toEqual(['https://app.example/?tab=cards', 'https://app.example/', 'https://app.example/']);
  });
});
