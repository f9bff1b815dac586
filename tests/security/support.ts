import { request as httpRequest } from 'node:http';
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

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => Json;
}

/**
 * One request over HTTP with exactly these headers and this path (sent as it is: no normalising of `..`, no Origin
 * or Host of the test runner's choosing), as curl --path-as-is would send it.
 */
export function httpCall(base: string, method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<HttpAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: { ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}), ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: () => JSON.parse(text) as Json });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The session cookie (`sid=…`) a sign-in answer sets. */
export const cookieOf = (answer: { headers: Record<string, string | string[] | undefined> }): string => {
  const setCookie = answer.headers['set-cookie'];
  return (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';
};
