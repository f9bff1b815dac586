import { randomBytes } from 'node:crypto';
import type { Clock } from '../core/clock';
import type { Store } from '../store/store';
import type { SessionRecord, UserRecord } from '../store/schema';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (name) {
      try {
        out[name] = decodeURIComponent(value);
      } catch {
        out[name] = value;
      }
    }
  }
  return out;
}

export function sessionCookie(id: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

export const clearedSessionCookie = (): string => `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

export function createSession(store: Store, clock: Clock, userId: string): { record: SessionRecord; cookie: string } {
  const now = clock.nowMs();
  const record: SessionRecord = {
    id: randomBytes(24).toString('base64url'),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
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
