import { createMockApp, type MockApp, type MockAppOptions } from '../../mock-server';
import { createSession, createFixedClock } from '../../mock-server/testing';
import type { MockRequest, MockResponse, UserRecord } from '../../mock-server';

/** Shared set-up of the security suite: a mock app on a fixed clock, and calls through its dispatcher. */

export const START = new Date('2026-11-20T10:00:00.000Z');

export const USERS = {
  demo: { email: 'demo@example.com', password: 'Demo-Passw0rd!' },
  friend: { email: 'friend@example.com', password: 'Friend-Passw0rd!' },
  mfa: { email: 'mfa@example.com', password: 'Mfa-User-Passw0rd!' },
  unverified: { email: 'unverified@example.com', password: 'Unverified-Passw0rd!' },
  newcomer: { email: 'newcomer@example.com', password: 'Newcomer-Passw0rd!' },
} as const;

export type Json = Record<string, unknown> & {
  code?: string;
  message?: string;
  retryAfterSeconds?: number;
  issues?: { path: string; message: string }[];
  data?: unknown;
};

export interface Caller {
  app: MockApp;
  call(method: string, path: string, options?: { body?: unknown; cookie?: string; headers?: Record<string, string>; client?: string }): Promise<MockResponse & { body: Json }>;
  /** A session cookie (`sid=…`) for a seeded user, made without the sign-in flow. */
  sessionOf(email: string): string;
  userOf(email: string): UserRecord;
}

export function mockCaller(options: MockAppOptions = {}): Caller {
  const app = createMockApp({ clock: createFixedClock(START), log: () => {}, ...options });
  const userOf = (email: string): UserRecord => {
    const user = app.store.find('users', (candidate) => candidate.email === email);
    if (!user) throw new Error(`no user ${email}`);
    return user;
  };
  return {
    app,
    userOf,
    sessionOf(email) {
      const { cookie } = createSession(app.store, app.clock, userOf(email).id, {}, app.services.sessionPolicy);
      app.store.flush();
      return cookie.split(';')[0] ?? '';
    },
    async call(method, path, { body, cookie, headers = {}, client } = {}) {
      const url = new URL(path, 'http://mock.local');
      const request: MockRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
        bodyText: body === undefined ? undefined : JSON.stringify(body),
        ...(client ? { client } : {}),
      };
      return (await app.dispatcher.dispatch(request)) as MockResponse & { body: Json };
    },
  };
}
