/**
 * The service worker (served as /sw.js, scope "/"). Built by `service-worker-plugin.ts`, which prepends
 * the precache list and a version derived from the build's contents — so every deploy yields a new worker,
 * which waits until the page's update prompt asks it to take over (SKIP_WAITING).
 *
 * - install: precaches the app shell (index.html, every built script, style, icon and the manifest);
 * - activate: deletes the caches of earlier versions;
 * - fetch: navigations get the cached shell (the app works offline); precached files come from the cache;
 *   everything else — above all /api, and the mock server's /docs, /__db and /mock-pages — goes to the
 *   network untouched and is never cached (no balance, token or card data ever lands in a cache).
 */

declare const PRECACHE_URLS: readonly string[];
declare const CACHE_VERSION: string;

// The worker globals this file uses (the app's TypeScript setup has the DOM library, not the worker one).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly caches: CacheStorage;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  fetch(request: Request): Promise<Response>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'lookcard-shell-';
const CACHE_NAME = `${CACHE_PREFIX}${CACHE_VERSION}`;
const SHELL_URL = '/index.html';
/** Never answered from a cache, never stored. */
const NETWORK_ONLY = [/^\/api(\/|$)/, /^\/__db(\/|$)/, /^\/docs(\/|$)/, /^\/mock-pages(\/|$)/];
const precached = new Set(PRECACHE_URLS);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    worker.caches.open(CACHE_NAME).then((cache) => cache.addAll(PRECACHE_URLS.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    worker.caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE_NAME).map((key) => worker.caches.delete(key))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

async function fromCache(url: string, request: Request): Promise<Response> {
  const cache = await worker.caches.open(CACHE_NAME);
  return (await cache.match(url)) ?? worker.fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || NETWORK_ONLY.some((pattern) => pattern.test(url.pathname))) return;
  if (request.mode === 'navigate') {
    event.respondWith(fromCache(SHELL_URL, request));
    return;
  }
  if (precached.has(url.pathname)) event.respondWith(fromCache(url.pathname, request));
});

export {};
