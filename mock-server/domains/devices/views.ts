import { randomUUID } from 'node:crypto';
import type { DeviceSession } from '@contract-kit/model';
import type { Clock } from '../../core/clock';
import type { SessionRecord } from '../../store/schema';
import type { Store } from '../../store/store';
import { placeOf } from './places';
import { describeUserAgent } from './user-agent';

/** What the user sees of their sessions: never the token (the record's id), only its public id. */

export function sessionView(record: SessionRecord, currentId: string): DeviceSession {
  return {
    // Sessions stored before public ids existed get one derived on first sight (see userSessions).
    id: record.publicId ?? '',
    current: record.id === currentId,
    ...describeUserAgent(record.userAgent),
    place: placeOf(record.client),
    signedInAt: record.createdAt,
    lastActiveAt: record.lastActiveAt ?? record.createdAt,
  };
}

/**
 * The user's unexpired sessions, each with a public id (one is given to a session stored before they existed): the
 * current one first, then the most recently active.
 */
export function userSessions(store: Store, clock: Clock, userId: string, currentId: string): SessionRecord[] {
  const now = clock.nowMs();
  const sessions = store
    .filter('sessions', (session) => session.userId === userId && Date.parse(session.expiresAt) > now)
    .map((session) => {
      if (session.publicId) return session;
      const named = { ...session, publicId: randomUUID() };
      store.put('sessions', named);
      return named;
    });
  const lastActive = (session: SessionRecord) => Date.parse(session.lastActiveAt ?? session.createdAt);
  return sessions.sort((a, b) => Number(b.id === currentId) - Number(a.id === currentId) || lastActive(b) - lastActive(a));
}
