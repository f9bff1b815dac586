// Node globals first: the mock-server modules below may touch Buffer while they load.
import './shims/globals';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { login } from '@/api/generated/endpoints/auth/auth';
import type { OperationId } from '@contract-kit/operations';
import { createMockApp, type MockApp, createMswHandlers } from '../mock-server';
import type { FaultInput, Collections } from '../mock-server';
import { SEEDED_USERS } from '../mock-server/testing';

/**
 * The stateful mock backend, running in the Ladle page: the same `createMockApp()` (domains, seed, store,
 * clock, faults, contract checks) as `npm run mock` and vitest, served to the stories' real fetches by an
 * msw 3 service worker. Stories set their state through the helpers below, never by stubbing hooks.
 */
export type SeededEmail = (typeof SEEDED_USERS)[number]['email'];

let app: MockApp | null = null;
let started: Promise<MockApp> | null = null;

/** GET /api/simulator/events (the dev event stream) from the in-browser hub, as server-sent events. */
function eventStream(mock: MockApp): RequestHandler {
  return http.get(`${window.location.origin}/api/simulator/events`, ({ request }) => {
    const userId = new URL(request.url).searchParams.get('userId');
    const encoder = new TextEncoder();
    let unsubscribe = () => {};
    let seq = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('retry: 2000\n: connected\n\n'));
        const listener = (event: Parameters<Parameters<MockApp['events']['subscribe']>[0]>[0]) => {
          if (userId && event.userId !== userId) return;
          controller.enqueue(encoder.encode(`id: ${++seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
        };
        unsubscribe = mock.events.subscribe(listener);
        request.signal.addEventListener('abort', () => unsubscribe());
      },
      cancel() {
        unsubscribe();
      },
    });
    return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' } });
  });
}

/** Creates the in-browser backend and starts the service worker (once per page). */
export function startMockBackend(): Promise<MockApp> {
  started ??= (async () => {
    const mock = createMockApp({ validateResponses: true, log: (line) => console.warn(line) });
    // Only this origin's /api: with a `*` prefix the dev server's own modules (/@fs/…/src/api/…) would match.
    const worker = setupWorker(eventStream(mock), ...createMswHandlers(mock, { baseUrl: window.location.origin }));
    await worker.start({
      quiet: true,
      onUnhandledFrame: 'bypass',
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
    app = mock;
    return mock;
  })();
  return started;
}

/** The running backend (after {@link startMockBackend}). */
export function mockApp(): MockApp {
  if (!app) throw new Error('The in-browser mock backend is not started yet');
  return app;
}

/** Back to the seed: data, sessions, faults and the clock. */
export function resetBackend(): void {
  mockApp().services.reset();
}

/** Signs a seeded user in through the real login operation (the worker keeps the session cookie). */
export async function signInAs(email: SeededEmail): Promise<Collections['users']> {
  const seeded = SEEDED_USERS.find((user) => user.email === email);
  if (!seeded) throw new Error(`Not a seeded user: ${email}`);
  if (seeded.mfa) throw new Error(`${email} has two-factor on: stories sign in users without it`);
  await login({ email: seeded.email, password: seeded.password });
  return userByEmail(email);
}

export function userByEmail(email: SeededEmail): Collections['users'] {
  const user = mockApp().store.find('users', (record) => record.email === email);
  if (!user) throw new Error(`Seeded user missing: ${email}`);
  return user;
}

/** A fault on one operation (status, latency, dropped connection), for the next `times` calls or all. */
export function withFault(fault: FaultInput & { operationId: OperationId }): void {
  mockApp().services.faults.add(fault);
}

/** An operation that never answers while the story is shown: its loading state. */
export function pending(operationId: OperationId): void {
  withFault({ operationId, latencyMs: 24 * 60 * 60 * 1000 });
}

/** An operation that fails with a status (default 500, the contract's error shape). */
export function failing(operationId: OperationId, status = 500, body?: unknown): void {
  withFault({ operationId, status, ...(body === undefined ? {} : { body }) });
}

/** Records of one collection matching a predicate (to find the ids of seeded cards, accounts…). */
export function records<K extends keyof Collections>(name: K, predicate: (record: Collections[K]) => boolean = () => true): Collections[K][] {
  return mockApp().store.filter(name, predicate);
}

/** Writes a record (to put a seeded entity in a state the seed does not have). */
export function putRecord<K extends keyof Collections>(name: K, record: Collections[K]): void {
  const store = mockApp().store;
  store.put(name, record as Collections[K] & { id: string });
  store.flush();
}

/** Changes fields of one record (to put a seeded entity in a state the seed does not have). */
export function patchRecord<K extends keyof Collections>(name: K, id: string, patch: Partial<Collections[K]>): void {
  const current = mockApp().store.get(name, id);
  if (!current) throw new Error(`No ${String(name)} record ${id}`);
  putRecord(name, { ...current, ...patch });
}

/** Empties a user's wallet: every account balance to zero (a new user before the first deposit). */
export function emptyWallet(userId: string): void {
  for (const account of records('accounts', (record) => record.userId === userId)) patchRecord('accounts', account.id, { balance: '0' });
}
