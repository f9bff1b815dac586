import type { Clock } from '../../core/clock';
import { tooManyRequests } from '../../core/errors';
import { type MockResponse } from '../../core/types';
import type { Store } from '../../store/store';
import { FAILURE_WINDOW_MS, MAX_FAILURES } from './rules';
import type { SecurityAttemptRecord } from './records';

/** Throttling of wrong secrets (current passwords, MFA and e-mail change codes): counted per user and kind. */

export type AttemptKind = SecurityAttemptRecord['kind'];

function attemptId(kind: AttemptKind, userId: string) {
  return `${kind}:${userId}`;
}

function activeAttempts(store: Store, clock: Clock, kind: AttemptKind, userId: string): SecurityAttemptRecord | null {
  const record = store.get('securityAttempts', attemptId(kind, userId));
  if (!record || Date.parse(record.windowStartedAt) + FAILURE_WINDOW_MS <= clock.nowMs()) return null;
  return record;
}

/** 429 while the user has used up the attempts of this kind in the current window. */
export function throttled(store: Store, clock: Clock, kind: AttemptKind, userId: string, max = MAX_FAILURES): MockResponse | null {
  const record = activeAttempts(store, clock, kind, userId);
  if (!record || record.failures < max) return null;
  const retryAfter = Math.max(1, Math.ceil((Date.parse(record.windowStartedAt) + FAILURE_WINDOW_MS - clock.nowMs()) / 1000));
  return tooManyRequests(retryAfter);
}

export function countAttempt(store: Store, clock: Clock, kind: AttemptKind, userId: string): void {
  const record = activeAttempts(store, clock, kind, userId);
  store.put('securityAttempts', {
    id: attemptId(kind, userId),
    userId,
    kind,
    failures: (record?.failures ?? 0) + 1,
    windowStartedAt: record?.windowStartedAt ?? clock.now().toISOString(),
  });
}

export function clearAttempts(store: Store, kind: AttemptKind, userId: string): void {
  store.delete('securityAttempts', attemptId(kind, userId));
}
