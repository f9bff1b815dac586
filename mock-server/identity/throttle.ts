import type { Clock } from '../core/clock';
import './records';
import type { Store } from '../store/store';
import type { ThrottlePolicy } from './policy';

/**
 * Attempt throttling kept in the store (so it survives restarts and is cleared by a reset). A subject is
 * e.g. `sign-in:demo@example.com`. Two uses:
 * - failures (wrong password or code): `check` before the attempt, `fail` after a wrong one, `clear`
 *   after a right one; the failure that reaches the limit locks the subject for `lockMs`;
 * - rate limits (mails): `hit` counts every request and refuses once the window is full.
 */
export type ThrottleState = { locked: false } | { locked: true; retryAfterSeconds: number };

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function checkThrottle(store: Store, clock: Clock, subject: string): ThrottleState {
  const record = store.get('authThrottles', subject);
  const now = clock.nowMs();
  if (record?.lockedUntil) {
    const until = Date.parse(record.lockedUntil);
    if (until > now) return { locked: true, retryAfterSeconds: toSeconds(until - now) };
  }
  return { locked: false };
}

function recent(attempts: readonly string[], now: number, windowMs: number): string[] {
  return attempts.filter((at) => now - Date.parse(at) < windowMs);
}

/** Records a failure; answers whether the subject is now locked. */
export function recordFailure(store: Store, clock: Clock, subject: string, policy: ThrottlePolicy): ThrottleState {
  const now = clock.nowMs();
  const record = store.get('authThrottles', subject);
  const attempts = [...recent(record?.attempts ?? [], now, policy.windowMs), new Date(now).toISOString()];
  if (attempts.length >= policy.limit) {
    store.put('authThrottles', { id: subject, attempts: [], lockedUntil: new Date(now + policy.lockMs).toISOString() });
    return { locked: true, retryAfterSeconds: toSeconds(policy.lockMs) };
  }
  store.put('authThrottles', { id: subject, attempts, lockedUntil: null });
  return { locked: false };
}

export function clearThrottle(store: Store, subject: string): void {
  if (store.get('authThrottles', subject)) store.delete('authThrottles', subject);
}

/** Counts a request against a rate limit; refuses (without counting) when the window is full. */
export function hitRateLimit(store: Store, clock: Clock, subject: string, policy: ThrottlePolicy): ThrottleState {
  const now = clock.nowMs();
  const record = store.get('authThrottles', subject);
  const attempts = recent(record?.attempts ?? [], now, policy.windowMs);
  const oldest = attempts[0];
  if (attempts.length >= policy.limit && oldest) {
    return { locked: true, retryAfterSeconds: toSeconds(Date.parse(oldest) + policy.windowMs - now) };
  }
  store.put('authThrottles', { id: subject, attempts: [...attempts, new Date(now).toISOString()], lockedUntil: null });
  return { locked: false };
}

/** The lock that ends last among these subjects (per account and per client), or unlocked. */
export function checkThrottles(store: Store, clock: Clock, subjects: readonly string[]): ThrottleState {
  let longest: ThrottleState = { locked: false };
  for (const subject of subjects) {
    const state = checkThrottle(store, clock, subject);
    if (state.locked && (!longest.locked || state.retryAfterSeconds > longest.retryAfterSeconds)) longest = state;
  }
  return longest;
}

/** Records one failure against every subject (account and client); locked when any of them reached its limit. */
export function recordFailures(store: Store, clock: Clock, entries: readonly (readonly [subject: string, policy: ThrottlePolicy])[]): ThrottleState {
  let longest: ThrottleState = { locked: false };
  for (const [subject, policy] of entries) {
    const state = recordFailure(store, clock, subject, policy);
    if (state.locked && (!longest.locked || state.retryAfterSeconds > longest.retryAfterSeconds)) longest = state;
  }
  return longest;
}

/** The window that frees up last among these rate limits, if any is full (nothing is counted). */
export function peekRateLimits(store: Store, clock: Clock, entries: readonly (readonly [subject: string, policy: ThrottlePolicy])[]): ThrottleState {
  const now = clock.nowMs();
  let longest: ThrottleState = { locked: false };
  for (const [subject, policy] of entries) {
    const attempts = recent(store.get('authThrottles', subject)?.attempts ?? [], now, policy.windowMs);
    const oldest = attempts[0];
    if (attempts.length >= policy.limit && oldest) {
      const retryAfterSeconds = toSeconds(Date.parse(oldest) + policy.windowMs - now);
      if (!longest.locked || retryAfterSeconds > longest.retryAfterSeconds) longest = { locked: true, retryAfterSeconds };
    }
  }
  return longest;
}

/** Counts a request against several rate limits at once: refused (and counted nowhere) when any window is full. */
export function hitRateLimits(store: Store, clock: Clock, entries: readonly (readonly [subject: string, policy: ThrottlePolicy])[]): ThrottleState {
  const full = peekRateLimits(store, clock, entries);
  if (full.locked) return full;
  for (const [subject, policy] of entries) hitRateLimit(store, clock, subject, policy);
  return full;
}

/** The throttling key of the caller (MockRequest.client); one shared key for callers the transport cannot tell apart. */
export const clientKey = (client: string | undefined): string => `client:${client ?? 'local'}`;

/** Drops throttles with nothing left to remember (the auth domain's sweep). */
export function sweepThrottles(store: Store, clock: Clock, longestWindowMs: number): void {
  const now = clock.nowMs();
  for (const record of store.list('authThrottles')) {
    const locked = record.lockedUntil !== null && Date.parse(record.lockedUntil) > now;
    if (!locked && recent(record.attempts, now, longestWindowMs).length === 0) store.delete('authThrottles', record.id);
  }
}
