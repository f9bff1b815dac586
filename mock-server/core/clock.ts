/** The injectable clock: every time the mock server reasons about (expiry, createdAt) comes from here. */
export interface Clock {
  now(): Date;
  nowMs(): number;
  /** Milliseconds the clock has been set or advanced by (/api/simulator/clock), on top of its own time. */
  offsetMs(): number;
  set(at: Date): void;
  advance(ms: number): void;
  /** Back to the clock's own time: the real time, or the start instant of a clock that was given one. */
  reset(): void;
}

export interface ClockOptions {
  /** The instant the clock starts at (and returns to on reset); it runs on in real time from there. Default: the real time. */
  start?: Date;
  /** The real time source (tests replace it). */
  realNow?: () => number;
}

/**
 * A clock that runs in real time, optionally from a given start instant: a test server started at a fixed moment
 * (`npm run mock -- --now …`) shows the same data and the same relative times on every day it runs, and a reset puts
 * it back at that moment.
 */
export function createClock(options: ClockOptions = {}): Clock {
  // Read late, so that a test's fake Date (vitest, Playwright) is the time source it means to be.
  const realNow = options.realNow ?? (() => Date.now());
  const start = options.start?.getTime();
  const base = () => (start === undefined ? 0 : start - realNow());
  let baseMs = base();
  let offset = 0;
  return {
    now: () => new Date(realNow() + baseMs + offset),
    nowMs: () => realNow() + baseMs + offset,
    offsetMs: () => offset,
    set: (at) => {
      offset = at.getTime() - realNow() - baseMs;
    },
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      baseMs = base();
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
