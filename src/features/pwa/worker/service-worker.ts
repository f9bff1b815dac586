/**
 * The service worker (served as /sw.js, scope "/"). Built by `service-worker-plugin.ts`, which prepends
 * the precache list and a version derived from the build's contents — so every deploy yields a new worker,
 * which waits until the page's update prompt asks it to take over (SKIP_WAITING).
 *
 * - install: precaches the app shell (index.html, every built script, style, icon and the manifest);
 * - activate: deletes the caches of earlier versions;
 * - fetch: navigations get the cached shell (the app works offline); precached files come from the cache;
 *   everything else — above all /api, and the mock server's /docs, /__db and /mock-pages — goes to the
 *   network untouched and is never cached (no balance, token or card data ever lands in a cache);
 * - push: shows the notification the message carries (`{title, body, url}`, JSON; a message it cannot read still
 *   shows the app's name), with the app's icon;
 * - notificationclick: closes it and brings the app forward — focusing a window of the app that is open (at the
 *   notification's page when it names one), else opening one. Only paths of the app are opened, never another site.
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
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: { readonly data: unknown; close(): void };
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly caches: CacheStorage;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  readonly registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  skipWaiting(): Promise<void>;
  fetch(request: Request): Promise<Response>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'lookcard-shell-';
const CACHE_NAME = `${CACHE_PREFIX}${CACHE_VERSION}`;
const SHELL_URL = '/index.html';
/** Never answered from a cache, never stored. */
const NETWORK_ONLY = [/^\/api(\/|$)/, /^\/__db(\/|$)/, /^\/docs(\/|$)/, /^\/mock-pages(\/|$)/];
const precached = new Set(PRECACHE_URLS);

worker.addEventListener('install', (event) => {
  event.waitUntil(worker.caches.open(CACHE_NAME).then((cache) => cache.addAll(PRECACHE_URLS.map((url) => new Request(url, { cache: 'reload' })))));
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

/** The title of a push message that names none, or cannot be read (the app's name, the same in every language). */
const DEFAULT_NOTIFICATION_TITLE = 'LookCard';
const NOTIFICATION_ICON = '/icons/icon-192.png';

/** A same-origin URL of the app for `value` (a path such as /?tab=cards, or a URL of this origin); '/' otherwise. */
function appUrl(value: unknown): string {
  const fallback = new URL('/', worker.location.origin).href;
  if (typeof value !== 'string' || value.trim() === '' || value.startsWith('//')) return fallback;
  try {
    const url = new URL(value, worker.location.origin);
    return url.origin === worker.location.origin ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/** What a push message asks to show: JSON `{title, body, url, tag}`, or plain text as the body. */
function notificationOf(data: PushEvent['data']): { title: string; options: NotificationOptions } {
  let payload: Record<string, unknown> = {};
  try {
    const parsed = data?.json();
    if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
  } catch {
    const text = data?.text().trim();
    if (text) payload = { body: text };
  }
  const text = (key: string) => (typeof payload[key] === 'string' && payload[key] !== '' ? payload[key] : undefined);
  return {
    title: text('title') ?? DEFAULT_NOTIFICATION_TITLE,
    // The page to bring up, when the message names one (a click otherwise just brings the app forward).
    options: { body: text('body'), tag: text('tag'), icon: NOTIFICATION_ICON, badge: NOTIFICATION_ICON, data: { url: payload['url'] === undefined ? null : appUrl(payload['url']) } },
  };
}

worker.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data);
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const page = data?.url ? appUrl(data.url) : null;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
      if (!open) return worker.clients.openWindow(page ?? appUrl('/'));
      const focused = await open.focus();
      // A window at another page of the app goes to the notification's; one it cannot steer is still in front.
      if (page && focused.url !== page) await focused.navigate(page).catch(() => null);
      return focused;
    }),
  );
});

export {};
