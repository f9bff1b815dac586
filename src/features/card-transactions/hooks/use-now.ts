import { useEffect, useState } from 'react';
import { RELATIVE_TIME_REFRESH_MS } from '../lib/card-transactions-constants';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** How long until the relative time of something `ageMs` old reads differently ("5 seconds ago" → "6 seconds ago"). */
export function nextChangeInMs(ageMs: number): number {
  if (ageMs < MINUTE_MS) return SECOND_MS - (Math.max(ageMs, 0) % SECOND_MS);
  if (ageMs < HOUR_MS) return MINUTE_MS - (ageMs % MINUTE_MS);
  return RELATIVE_TIME_REFRESH_MS;
}

/**
 * The "now" that relative times are measured against (spec 02 §4: collapsed rows show a relative time). It is
 * re-read as soon as the rows change — a row that has just arrived is never measured against an older "now" — and
 * then whenever the youngest row's text would change: every second while it is under a minute old, on the minute
 * while it is under an hour old, else every minute.
 */
export function useRelativeNow(timestamps: readonly string[]): number {
  const [now, setNow] = useState(() => Date.now());
  const key = timestamps.join('|');
  useEffect(() => {
    const times = key.split('|').map(Date.parse).filter(Number.isFinite);
    const youngest = times.length > 0 ? Math.max(...times) : null;
    let timer: ReturnType<typeof setTimeout>;
    const tick = (delayMs: number) => {
      timer = setTimeout(() => {
        const current = Date.now();
        setNow(current);
        tick(youngest === null ? RELATIVE_TIME_REFRESH_MS : nextChangeInMs(current - youngest));
      }, delayMs);
    };
    tick(0);
    return () => clearTimeout(timer);
  }, [key]);
  return now;
}
