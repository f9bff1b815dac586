import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../core/clock';
import type { Store } from '../store/store';
import type { SessionRecord, UserRecord } from '../store/schema';
import { parseCookies, SESSION_COOKIE } from '@contract-kit/session-cookie';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export function sessionCookie(id: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

export const clearedSessionCookie = (): string => `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/** Where a session signs in from (the signed-in devices list): the request's User-Agent header and client address. */
export interface SessionDevice {
  userAgent?: string | undefined;
  client?: string | undefined;
}

export function createSession(store: Store, clock: Clock, userId: string, device: SessionDevice = {}): { record: SessionRecord; cookie: string } {
  const now = clock.nowMs();
  const at = new Date(now).toISOString();
  const record: SessionRecord = {
    id: randomBytes(24).toString('base64url'),
    userId,
    createdAt: at,
    expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
    publicId: randomUUID(),
    ...(device.userAgent ? { userAgent: device.userAgent.slice(0, 512) } : {}),
    ...(device.client ? { client: device.client } : {}),
    lastActiveAt: at,
  };
  store.put('sessions', record);
  return { record, cookie: sessionCookie(record.id, SESSION_TTL_MS / 1000) };
}

export function resolveSession(store: Store, clock: Clock, cookieHeader: string | undefined): { user: UserRecord; record: SessionRecord } | null {
  const id = parseCookies(cookieHeader)[SESSION_COOKIE];
  if (!id) return null;
  const record = store.get('sessions', id);
  if (!record || Date.parse(record.expiresAt) <= clock.nowMs()) return null;
  const user = store.get('users', record.userId);
  return user ? { user, record } : null;
}

/** How stale a session's last-active time may get before a call writes it again (a read is not a write every time). */
export const LAST_ACTIVE_RESOLUTION_MS = 60_000;

/** Notes an authenticated call of a session: its last-active time, written at most once a minute. */
export function touchSession(store: Store, clock: Clock, record: SessionRecord): void {
  const now = clock.nowMs();
  const last = Date.parse(record.lastActiveAt ?? record.createdAt);
  if (now - last < LAST_ACTIVE_RESOLUTION_MS) return;
  store.put('sessions', { ...record, lastActiveAt: new Date(now).toISOString() });
}

export function endSession(store: Store, id: string): void {
  store.delete('sessions', id);
}

/** Ends every session of a user (after a password reset). */
export function endUserSessions(store: Store, userId: string): number {
  const sessions = store.filter('sessions', (session) => session.userId === userId);
  for (const session of sessions) store.delete('sessions', session.id);
  return sessions.length;
}

/** Drops expired sessions (the auth domain's sweep). */
export function sweepSessions(store: Store, clock: Clock): void {
  const now = clock.nowMs();
  for (const session of store.list('sessions')) if (Date.parse(session.expiresAt) <= now) store.delete('sessions', session.id);
}
