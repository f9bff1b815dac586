// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearOfflineSnapshot,
  keepOfflineSnapshotOnlyFor,
  OFFLINE_SNAPSHOT_MAX_AGE_MS,
  OFFLINE_SNAPSHOT_STORAGE_KEY,
  readOfflineSnapshot,
  saveOfflineSnapshot,
  type OfflineSnapshot,
} from './offline-snapshot';

// The snapshot's ages are measured from this moment (passed to every call that reads one).
const NOW = Date.parse('2026-11-16T10:00:00.000Z');

const snapshot = (overrides: Partial<OfflineSnapshot> = {}): OfflineSnapshot => ({
  userId: 'user-1',
  profileId: 'profile-1',
  displayName: 'Demo User',
  balances: { USDT: { amount: '1250.50' }, ETH: { amount: '0.5' }, USD: { amount: '10' } },
  usdRates: { USDT: '1', ETH: '3000.25' },
  fetchedAt: NOW - 60_000,
  ...overrides,
});

const stored = () => localStorage.getItem(OFFLINE_SNAPSHOT_STORAGE_KEY);
const store = (value: unknown) => localStorage.setItem(OFFLINE_SNAPSHOT_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));

// Saving reads the clock too: it is NOW.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('offline snapshot', () => {
  it('writes and reads back the last known balances of a user', () => {
    saveOfflineSnapshot(snapshot());
    expect(readOfflineSnapshot(NOW)).toEqual(snapshot());
  });

  it('stores only the minimal, non-secret fields (no extra data slips in)', () => {
    saveOfflineSnapshot({ ...snapshot(), token: 'secret', email: 'demo@example.com', cardNumber: '4111111111111111' } as OfflineSnapshot);
    const raw = JSON.parse(stored() ?? '{}') as Record<string, unknown>;
    expect(Object.keys(raw).sort()).toEqual(['balances', 'displayName', 'fetchedAt', 'profileId', 'usdRates', 'userId', 'version']);
    expect(stored()).not.toMatch(/secret|example\.com|4111/);
  });

  it('keeps one user at a time: a new user replaces the old one, another user clears it', () => {
    saveOfflineSnapshot(snapshot());
    saveOfflineSnapshot(snapshot({ userId: 'user-2', displayName: 'Friend' }));
    expect(readOfflineSnapshot(NOW)?.userId).toBe('user-2');

    keepOfflineSnapshotOnlyFor('user-2');
    expect(readOfflineSnapshot(NOW)?.userId).toBe('user-2');
    keepOfflineSnapshotOnlyFor('user-1');
    expect(stored()).toBeNull();
    expect(readOfflineSnapshot(NOW)).toBeNull();
  });

  it('is cleared on sign-out', () => {
    saveOfflineSnapshot(snapshot());
    clearOfflineSnapshot();
    expect(stored()).toBeNull();
  });

  it.each([
    ['not JSON', '{not json'],
    ['an array', '[]'],
    ['another version', { ...snapshot(), version: 2 }],
    ['no user id', { ...snapshot(), version: 1, userId: '' }],
    ['a number amount', { ...snapshot(), version: 1, balances: { USDT: { amount: 12 } } }],
    ['a negative amount', { ...snapshot(), version: 1, balances: { USDT: { amount: '-1' } } }],
    ['a non-decimal amount', { ...snapshot(), version: 1, balances: { USDT: { amount: '1e5' } } }],
    ['a bad symbol', { ...snapshot(), version: 1, balances: { '<script>': { amount: '1' } } }],
    ['a bad rate', { ...snapshot(), version: 1, usdRates: { ETH: 'NaN' } }],
    ['no fetch time', { ...snapshot(), version: 1, fetchedAt: 'yesterday' }],
    ['a fetch time in the future', { ...snapshot(), version: 1, fetchedAt: NOW + 24 * 60 * 60 * 1000 }],
  ])('ignores and removes malformed data: %s', (_, value) => {
    store(value);
    expect(readOfflineSnapshot(NOW)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('discards a snapshot older than the maximum age', () => {
    saveOfflineSnapshot(snapshot({ fetchedAt: NOW - OFFLINE_SNAPSHOT_MAX_AGE_MS + 1000 }));
    expect(readOfflineSnapshot(NOW)).not.toBeNull();
    expect(readOfflineSnapshot(NOW + 2000)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('survives unavailable storage', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(() => saveOfflineSnapshot(snapshot())).not.toThrow();
    } finally {
      Storage.prototype.setItem = original;
    }
    expect(readOfflineSnapshot(NOW)).toBeNull();
  });
});
