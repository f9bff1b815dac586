import { randomUUID } from 'node:crypto';
import type { DeviceSession } from '@contract-kit/model';
import type { Clock } from '../../core/clock';
import type { SessionRecord } from '../../store/schema';
import type { Store } from '../../store/store';
import { sessionEndOf } from '../../identity/sessions';
import { placeOf } from './places';
import { describeUserAgent } from './user-agent';

/** What the user sees of their sessions: never the token (the record's id), only its public id. */

/** A session as the devices list knows it: with its public id. */
export type NamedSession = SessionRecord & { publicId: string };

export function sessionView(record: NamedSession, currentId: string): DeviceSession {
  return {
    id: record.publicId,
    current: record.id === currentId,
    ...describeUserAgent(record.userAgent),
    place: placeOf(record.client),
    signedInAt: record.createdAt,
    lastActiveAt: record.lastActiveAt ?? record.createdAt,
  };
}

/**
 * The user's running sessions (not past their idle or absolute deadline), each with a public id (one is given to a session stored before they existed): the
 * current one first, then the most recently active.
 */
export function userSessions(store: Store, clock: Clock, userId: string, currentId: string): NamedSession[] {
  const now = clock.nowMs();
  const sessions = store
    .filter('sessions', (session) => session.userId === userId && sessionEndOf(session, now) === null)
    .map((session): NamedSession => {
      if (session.publicId) return { ...session, publicId: session.publicId };
      // A session stored before public ids existed (an older --db file) gets one on first sight.
      const named = { ...session, publicId: randomUUID() };
      store.put('sessions', named);
      return named;
    });
  const lastActive = (session: SessionRecord) => Date.parse(session.lastActiveAt ?? session.createdAt);
  return sessions.sort((a, b) => Number(b.id === currentId) - Number(a.id === currentId) || lastActive(b) - lastActive(a));
}
