import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { OperationSpec } from '@contract-kit/operations';
import type { Clock } from '../core/clock';
import type { Interceptor } from '../core/dispatch';
import { errorResponse } from '../core/errors';
import type { MockRequest, MockResponse } from '../core/types';
import type { Store } from '../store/store';
import type { SessionRecord, UserRecord } from '../store/schema';
import { parseCookies, SESSION_COOKIE } from '@contract-kit/session-cookie';
import type { SessionEndReason } from './records';
import './records';

/**
 * How long a session lives: it ends after `idleTimeoutMs` without an action of its user (PSD2 RTS Art. 4(3)(d): at
 * most 5 minutes without activity) and `lifetimeMs` after sign-in, whatever the activity. `npm run mock --
 * --idle-timeout 30m --session-lifetime 24h` gives testers longer ones.
 */
export interface SessionPolicy {
  idleTimeoutMs: number;
  lifetimeMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleTimeoutMs: 5 * 60_000, lifetimeMs: 12 * 60 * 60_000 };

/** The shortest and longest duration the flags take: a timeout under a minute leaves no time for the app's warning. */
export const SESSION_DURATION_RANGE = { minMs: 60_000, maxMs: 400 * 24 * 60 * 60_000, label: 'between 1m and 400d' } as const;

const DURATION_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 60 * 60_000, d: 24 * 60 * 60_000 };

/** A flag's duration (`90s`, `10m`, `24h`, `2d`, `1h30m`) in milliseconds; null when it is not one. */
export function parseDuration(text: string): number | null {
  if (!/^(?:\d{1,6}[smhd])+$/.test(text)) return null;
  let total = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+)([smhd])/g)) total += Number(amount) * (DURATION_UNITS[unit ?? ''] ?? 0);
  return total;
}

/** "5 minutes", "12 hours", "90 seconds": the duration as the server's messages say it. */
export function describeDuration(ms: number): string {
  for (const [unit, size] of [
    ['day', DURATION_UNITS['d']],
    ['hour', DURATION_UNITS['h']],
    ['minute', DURATION_UNITS['m']],
  ] as const) {
    if (size && ms % size === 0) return `${ms / size} ${unit}${ms === size ? '' : 's'}`;
  }
  const seconds = Math.round(ms / 1000);
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

export function sessionCookie(id: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

export const clearedSessionCookie = (): string => `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/** Where a session signs in from (the signed-in devices list): the request's User-Agent header and client address. */
export interface SessionDevice {
  userAgent?: string | undefined;
  client?: string | undefined;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The store's key of a session: the SHA-256 of its cookie's value. A copy of the store (its files, the journal,
 * `/__db`, a backup) then signs nobody in; the cookie, a random 192-bit value, needs no salt or slow hash.
 */
export const sessionKeyOf = (cookieValue: string) => createHash('sha256').update(cookieValue).digest('base64url');

/** How long a proof of the account holder counts (OWASP ASVS 5.0 §7.5): the sign-in, then each reauthenticate. */
export const REAUTHENTICATION_WINDOW_MS = 5 * 60_000;

/** When the session's user last proved it was them (a record stored before it was kept: its sign-in). */
export const authenticatedAtOf = (record: SessionRecord): number => Date.parse(record.authenticatedAt ?? record.createdAt);

/** Until when the session may call the operations marked x-requires-reauthentication. */
export const reauthenticatedUntil = (record: SessionRecord): number => authenticatedAtOf(record) + REAUTHENTICATION_WINDOW_MS;

export const isRecentlyAuthenticated = (record: SessionRecord, now: number): boolean => reauthenticatedUntil(record) > now;

/** The session's user proved again that it is them (reauthenticate). */
export function noteReauthentication(store: Store, clock: Clock, record: SessionRecord): SessionRecord {
  return store.put('sessions', { ...record, authenticatedAt: clock.now().toISOString() });
}

export function createSession(store: Store, clock: Clock, userId: string, device: SessionDevice = {}, policy: SessionPolicy = DEFAULT_SESSION_POLICY): { record: SessionRecord; cookie: string } {
  const now = clock.nowMs();
  const expiresAt = now + policy.lifetimeMs;
  const token = randomBytes(24).toString('base64url');
  const record: SessionRecord = {
    id: sessionKeyOf(token),
    userId,
    createdAt: iso(now),
    expiresAt: iso(expiresAt),
    idleExpiresAt: iso(Math.min(now + policy.idleTimeoutMs, expiresAt)),
    publicId: randomUUID(),
    ...(device.userAgent ? { userAgent: device.userAgent.slice(0, 512) } : {}),
    ...(device.client ? { client: device.client } : {}),
    lastActiveAt: iso(now),
    authenticatedAt: iso(now),
  };
  store.put('sessions', record);
  return { record, cookie: sessionCookie(token, Math.floor(policy.lifetimeMs / 1000)) };
}

/** When the session ends for idleness (a record stored before it was kept: its last activity plus the default timeout). */
export function idleDeadlineOf(record: SessionRecord): number {
  if (record.idleExpiresAt) return Date.parse(record.idleExpiresAt);
  return Date.parse(record.lastActiveAt ?? record.createdAt) + DEFAULT_SESSION_POLICY.idleTimeoutMs;
}

/** Why the session is over at `now` ('lifetime' first: it is the one activity cannot put off), or null while it runs. */
export function sessionEndOf(record: SessionRecord, now: number): SessionEndReason | null {
  if (Date.parse(record.expiresAt) <= now) return 'lifetime';
  if (idleDeadlineOf(record) <= now) return 'idle';
  return null;
}

export function resolveSession(store: Store, clock: Clock, cookieHeader: string | undefined): { user: UserRecord; record: SessionRecord } | null {
  const token = parseCookies(cookieHeader)[SESSION_COOKIE];
  if (!token) return null;
  const record = store.get('sessions', sessionKeyOf(token));
  if (!record || sessionEndOf(record, clock.nowMs()) !== null) return null;
  const user = store.get('users', record.userId);
  return user ? { user, record } : null;
}

/**
 * What counts as the user's activity (contract: `noteSessionActivity`): an authenticated call that is not a GET — a
 * change the user asked for, or the app's report of input that sent nothing. Reads are not: the app's polling, its
 * refetches and the event stream run without anyone at the device, and would keep an abandoned session open.
 */
export function isActivity(operation: OperationSpec, request: MockRequest): boolean {
  return operation.requiresAuth && request.method.toUpperCase() !== 'GET' && request.method.toUpperCase() !== 'HEAD';
}

/** The session's user did something: the idle deadline moves on (never past the session's lifetime). */
export function noteActivity(store: Store, clock: Clock, record: SessionRecord, policy: SessionPolicy): SessionRecord {
  const now = clock.nowMs();
  const next = { ...record, lastActiveAt: iso(now), idleExpiresAt: iso(Math.min(now + policy.idleTimeoutMs, Date.parse(record.expiresAt))) };
  store.put('sessions', next);
  return next;
}

/** The session's times as the contract gives them (`SessionTimes`). */
export function sessionTimes(record: SessionRecord, clock: Clock, policy: SessionPolicy) {
  return {
    expiresAt: record.expiresAt,
    idleExpiresAt: iso(idleDeadlineOf(record)),
    idleTimeoutSeconds: Math.round(policy.idleTimeoutMs / 1000),
    now: clock.now().toISOString(),
  };
}

/** How long an ended session's reason is kept for the calls that still carry its cookie. */
export const ENDED_SESSION_RETENTION_MS = 24 * 60 * 60_000;

/** Ends a session that ran out (idleness, lifetime), remembering why for the calls that still carry its cookie. */
export function expireSession(store: Store, clock: Clock, record: SessionRecord, reason: SessionEndReason): void {
  store.delete('sessions', record.id);
  store.put('endedSessions', { id: record.id, userId: record.userId, reason, endedAt: clock.now().toISOString() });
}

/** Ends a session named by its store key (a record's id; a cookie's value goes through sessionKeyOf first). */
export function endSession(store: Store, key: string): void {
  store.delete('sessions', key);
}

/** Ends every session of a user (after a password reset). */
export function endUserSessions(store: Store, userId: string): number {
  const sessions = store.filter('sessions', (session) => session.userId === userId);
  for (const session of sessions) store.delete('sessions', session.id);
  return sessions.length;
}

/** Ends every session of a user but `keepId` (a changed factor: ASVS 7.4.3); how many ended. */
export function endOtherSessions(store: Store, userId: string, keepId: string): number {
  const others = store.filter('sessions', (session) => session.userId === userId && session.id !== keepId);
  for (const session of others) store.delete('sessions', session.id);
  return others.length;
}

/** The 401 of a session that ran out: its own code and message, and the cookie cleared. */
export function sessionEndedResponse(reason: SessionEndReason, policy: SessionPolicy): MockResponse {
  const response =
    reason === 'idle'
      ? errorResponse(401, `Your session ended after ${describeDuration(policy.idleTimeoutMs)} without activity. Please sign in again.`, { code: 'SessionIdleTimeout' })
      : errorResponse(401, `Your session ended after ${describeDuration(policy.lifetimeMs)}. Please sign in again.`, { code: 'SessionLifetimeEnded' });
  return { ...response, cookies: [clearedSessionCookie()] };
}

/**
 * Runs before every call (an interceptor of the dispatcher): a session past its idle or absolute deadline ends here,
 * and a call that needs it — or asks for it, like getSession — is answered 401 with why (also later, while the
 * browser still sends the ended session's cookie); a call that is the user's activity moves the idle deadline on.
 */
export function sessionInterceptor({ store, clock, sessionPolicy }: { store: Store; clock: Clock; sessionPolicy: SessionPolicy }): Interceptor {
  return (operation, request) => {
    const token = parseCookies(request.headers['cookie'])[SESSION_COOKIE];
    if (!token) return undefined;
    const key = sessionKeyOf(token);
    const record = store.get('sessions', key);
    let reason: SessionEndReason | undefined;
    if (record) {
      const ended = sessionEndOf(record, clock.nowMs());
      if (!ended) {
        if (isActivity(operation, request)) noteActivity(store, clock, record, sessionPolicy);
        return undefined;
      }
      expireSession(store, clock, record, ended);
      reason = ended;
    } else {
      reason = store.get('endedSessions', key)?.reason;
    }
    if (!reason || !(operation.requiresAuth || operation.operationId === 'getSession')) return undefined;
    return sessionEndedResponse(reason, sessionPolicy);
  };
}

/** Ends the sessions that ran out and forgets ended ones after a day (the auth domain's sweep). */
export function sweepSessions(store: Store, clock: Clock): void {
  const now = clock.nowMs();
  for (const session of store.list('sessions')) {
    const reason = sessionEndOf(session, now);
    if (reason) expireSession(store, clock, session, reason);
  }
  for (const ended of store.list('endedSessions')) if (Date.parse(ended.endedAt) + ENDED_SESSION_RETENTION_MS <= now) store.delete('endedSessions', ended.id);
}
