import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DENIAL_CAP, NOTIFICATION_DENIAL_STORAGE_KEY } from './notifications-constants';
import { hasReachedDenialCap, readDenialCount, recordDenial } from './denial-count';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('notification denial count (spec 02 §4, §9)', () => {
  it('is stored and increments up to 3', () => {
    const storage = memoryStorage();
    expect(readDenialCount(storage)).toBe(0);
    expect(recordDenial(storage)).toBe(1);
    expect(recordDenial(storage)).toBe(2);
    expect(recordDenial(storage)).toBe(3);
    expect(recordDenial(storage)).toBe(3);
    expect(storage.data.get(NOTIFICATION_DENIAL_STORAGE_KEY)).toBe('3');
    expect(hasReachedDenialCap(readDenialCount(storage))).toBe(true);
    expect(NOTIFICATION_DENIAL_CAP).toBe(3);
  });

  it('ignores garbage and clamps stored values', () => {
    expect(readDenialCount(memoryStorage({ [NOTIFICATION_DENIAL_STORAGE_KEY]: 'x' }))).toBe(0);
    expect(readDenialCount(memoryStorage({ [NOTIFICATION_DENIAL_STORAGE_KEY]: '-2' }))).toBe(0);
    expect(readDenialCount(memoryStorage({ [NOTIFICATION_DENIAL_STORAGE_KEY]: '9' }))).toBe(3);
  });
});
