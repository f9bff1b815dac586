import { NOTIFICATION_DENIAL_CAP, NOTIFICATION_DENIAL_STORAGE_KEY } from './notifications-constants';

type CountStorage = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): CountStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored number of times notification permission was denied, 0–3. */
export function readDenialCount(store: CountStorage | undefined = storage()): number {
  const raw = Number.parseInt(store?.getItem(NOTIFICATION_DENIAL_STORAGE_KEY) ?? '', 10);
  if (!Number.isFinite(raw) || raw < 0) return 0;
  return Math.min(raw, NOTIFICATION_DENIAL_CAP);
}

/** Spec 02 §4: increments the stored count, capped at 3; returns the new count. */
export function recordDenial(store: CountStorage | undefined = storage()): number {
  const next = Math.min(readDenialCount(store) + 1, NOTIFICATION_DENIAL_CAP);
  try {
    store?.setItem(NOTIFICATION_DENIAL_STORAGE_KEY, String(next));
  } catch {
    // Storage full or blocked: the prompt simply shows again next time.
  }
  return next;
}

export const hasReachedDenialCap = (count: number): boolean => count >= NOTIFICATION_DENIAL_CAP;
