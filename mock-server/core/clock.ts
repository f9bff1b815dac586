/** The injectable clock: every time the mock server reasons about (expiry, createdAt) comes from here. */
export interface Clock {
  now(): Date;
  nowMs(): number;
  /** Milliseconds added to the real time (0 unless set or advanced by /api/simulator/clock). */
  offsetMs(): number;
  set(at: Date): void;
  advance(ms: number): void;
  reset(): void;
}

export function createClock(realNow: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => new Date(realNow() + offset),
    nowMs: () => realNow() + offset,
    offsetMs: () => offset,
    set: (at) => {
      offset = at.getTime() - realNow();
    },
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

/**
 * The instants the simulator clock may be set to: every date the app and the mock reason about has a four-digit
 * year (billing cycles YYYY-MM, ISO timestamps), and before 2000 nothing of the seed exists yet.
 */
export const CLOCK_RANGE = {
  minMs: Date.parse('2000-01-01T00:00:00.000Z'),
  /** Exclusive. */
  maxMs: Date.parse('2100-01-01T00:00:00.000Z'),
  label: 'between 2000-01-01 and 2099-12-31 (UTC)',
} as const;

export const isClockInRange = (ms: number): boolean => Number.isFinite(ms) && ms >= CLOCK_RANGE.minMs && ms < CLOCK_RANGE.maxMs;

/** A clock frozen at a given instant (unit tests). */
export function createFixedClock(at: Date): Clock {
  let now = at.getTime();
  const start = now;
  return {
    now: () => new Date(now),
    nowMs: () => now,
    offsetMs: () => now - start,
    set: (d) => {
      now = d.getTime();
    },
    advance: (ms) => {
      now += ms;
    },
    reset: () => {
      now = start;
    },
  };
}
