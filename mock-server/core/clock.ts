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
