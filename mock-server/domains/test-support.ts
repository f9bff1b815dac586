import { createMockApp, type MockApp } from '../app';
import { createFixedClock } from '../core/clock';
import { TEST_NOW } from '../core/test-time';
import type { MockEvent } from '../core/events';
import type { MockResponse } from '../core/types';
import { createSession } from '../identity/sessions';
import type { UserRecord } from '../store/schema';
import type { CardRecord } from './cards/records';

/** What the domains' tests share: a seeded app on a fixed clock, requests as a client sends them, seeded users and cards. */

/** The moment the domains' tests run at (TEST_NOW: the calendar pass runs them at other moments too). */
export const TEST_START = TEST_NOW;

/** The ISO instant `offsetMs` after {@link TEST_START}. */
export const startPlus = (offsetMs = 0): string => new Date(TEST_START.getTime() + offsetMs).toISOString();

/** A mock app on a fixed clock (`start`) that records every event it publishes. */
export function recordingApp(start: Date = TEST_START): { app: MockApp; events: MockEvent[] } {
  const app = createMockApp({ clock: createFixedClock(start), log: () => {} });
  const events: MockEvent[] = [];
  app.events.subscribe((event) => events.push(event));
  return { app, events };
}

export type JsonBody = Record<string, unknown> & { message?: string; code?: string; data?: unknown };

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

/** A request to the app's dispatcher as an HTTP client sends it: a JSON body, an optional session cookie and headers. */
export async function callJson<B = JsonBody>(app: MockApp, method: string, path: string, options: CallOptions = {}): Promise<MockResponse & { body: B }> {
  const url = new URL(path, 'http://mock.local');
  const response = await app.dispatcher.dispatch({
    method,
    path: url.pathname,
    query: url.searchParams,
    headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    bodyText: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return response as MockResponse & { body: B };
}

export function seededUser(app: MockApp, email: string): UserRecord {
  const user = app.store.find('users', (candidate) => candidate.email === email);
  if (!user) throw new Error(`no seeded ${email}`);
  return user;
}

/** A session cookie for any seeded user (the mfa user signs in with a second factor elsewhere). */
export const sessionCookieOf = (app: MockApp, email: string) => createSession(app.store, app.clock, seededUser(app, email).id).cookie.split(';')[0] ?? '';

/** The demo user's seeded card that `predicate` picks. */
export function demoCardOf(app: MockApp, predicate: (card: CardRecord) => boolean): CardRecord {
  const demo = seededUser(app, 'demo@example.com');
  const card = app.store.find('cards', (candidate) => candidate.userId === demo.id && predicate(candidate));
  if (!card) throw new Error('seed lacks the card');
  return card;
}
