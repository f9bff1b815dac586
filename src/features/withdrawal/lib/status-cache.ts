import { FINAL_STATUSES, STATUS_CACHE_TTL_MS } from './withdrawal-constants';

/**
 * The client's withdrawal status cache (spec 01 §4, §9): the freshest status seen per withdrawal; an entry
 * is dropped 30 s after it became completed or failed (the history list is authoritative again by then).
 */
export interface StatusCache {
  get(id: string, nowMs: number): string | undefined;
  set(id: string, status: string, nowMs: number): void;
  clear(): void;
}

export function createStatusCache(ttlMs = STATUS_CACHE_TTL_MS): StatusCache {
  const entries = new Map<string, { status: string; finalAt: number | null }>();
  return {
    get(id, nowMs) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.finalAt !== null && nowMs - entry.finalAt >= ttlMs) {
        entries.delete(id);
        return undefined;
      }
      return entry.status;
    },
    set(id, status, nowMs) {
      const previous = entries.get(id);
      const isFinal = FINAL_STATUSES.includes(status);
      if (previous && previous.status === status) return;
      entries.set(id, { status, finalAt: isFinal ? nowMs : null });
    },
    clear() {
      entries.clear();
    },
  };
}

/** The app-wide cache (one per page load). */
export const withdrawalStatusCache = createStatusCache();
