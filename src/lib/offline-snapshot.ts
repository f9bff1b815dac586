/**
 * The last known balances of the signed-in user, kept on the device so that the app, opened without a
 * connection, can still show the account frame (spec 01 §2 offline notice; quality gate "offline").
 *
 * What is persisted — deliberately minimal and non-secret:
 * - the user id and profile id (to tell whose data it is; never shown), the display name of the greeting,
 * - the balance amounts by currency symbol (decimal strings) and the USD rates the total was computed with,
 * - when the balances were fetched (epoch ms).
 * Never: the session (an HttpOnly cookie the page cannot read), any token, the e-mail address, card numbers,
 * CVV, expiry, card or deposit addresses, transactions — nothing from card credentials or security flows.
 *
 * Lifetime: one record per device, always of the last signed-in user (keyed by that user's id): written when
 * balances load, replaced when they reload, removed on sign-out, on session expiry, when another user signs
 * in, when malformed, and once older than {@link OFFLINE_SNAPSHOT_MAX_AGE_MS} — a device that was not used
 * online for that long shows the sign-in screen offline instead of stale money.
 *
 * localStorage rather than IndexedDB: a few hundred bytes, read synchronously before the first paint.
 */
export interface OfflineSnapshot {
  userId: string;
  profileId: string;
  displayName: string;
  /** Currency symbol → amount, as the balances endpoint answered (decimal strings). */
  balances: Record<string, { amount: string }>;
  /** Currency symbol → the USD rate used for the total (decimal strings); a missing one uses the spec's fallback. */
  usdRates: Record<string, string>;
  /** When the balances were fetched (epoch ms). */
  fetchedAt: number;
}

export const OFFLINE_SNAPSHOT_STORAGE_KEY = 'lookcard.offline-snapshot';
/** Seven days: older last-known balances are discarded rather than shown. */
export const OFFLINE_SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const VERSION = 1;
/** Clock skew tolerated for a fetch time "in the future". */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 64;
const MAX_TEXT = 128;

const AMOUNT_PATTERN = /^(0|[1-9]\d*|\d+)(\.\d+)?$/;
const SYMBOL_PATTERN = /^[A-Za-z0-9._-]{1,20}$/;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT;
const isAmount = (value: unknown): value is string => typeof value === 'string' && value.length <= 64 && AMOUNT_PATTERN.test(value);

/** Symbol → decimal string maps, entry by entry; anything else makes the whole snapshot invalid (null). */
function readAmounts(value: unknown, pick: (entry: unknown) => unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > MAX_ENTRIES) return null;
  const result: Record<string, string> = {};
  for (const [symbol, entry] of entries) {
    const amount = pick(entry);
    if (!SYMBOL_PATTERN.test(symbol) || !isAmount(amount)) return null;
    result[symbol] = amount;
  }
  return result;
}

/** Validates what was read from storage: the shape above, nothing more (extra fields are dropped). */
export function parseOfflineSnapshot(raw: unknown, now: number = Date.now()): OfflineSnapshot | null {
  if (!isRecord(raw) || raw['version'] !== VERSION) return null;
  const { userId, profileId, displayName, fetchedAt } = raw;
  if (!isText(userId) || !isText(profileId) || typeof displayName !== 'string' || displayName.length > MAX_TEXT) return null;
  if (typeof fetchedAt !== 'number' || !Number.isFinite(fetchedAt) || fetchedAt > now + FUTURE_TOLERANCE_MS || now - fetchedAt > OFFLINE_SNAPSHOT_MAX_AGE_MS) return null;
  const amounts = readAmounts(raw['balances'], (entry) => (isRecord(entry) ? entry['amount'] : undefined));
  const usdRates = readAmounts(raw['usdRates'], (entry) => entry);
  if (!amounts || !usdRates) return null;
  const balances: OfflineSnapshot['balances'] = {};
  for (const [symbol, amount] of Object.entries(amounts)) balances[symbol] = { amount };
  return { userId, profileId, displayName, balances, usdRates, fetchedAt };
}

/** The stored snapshot (of whoever signed in last), or null — a malformed or expired one is removed. */
export function readOfflineSnapshot(now: number = Date.now()): OfflineSnapshot | null {
  let text: string | null;
  try {
    text = storage()?.getItem(OFFLINE_SNAPSHOT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = null;
  }
  const snapshot = parseOfflineSnapshot(raw, now);
  if (!snapshot) clearOfflineSnapshot();
  return snapshot;
}

/** Stores the snapshot, replacing any earlier one (also another user's). Storage failures are ignored. */
export function saveOfflineSnapshot(snapshot: OfflineSnapshot): void {
  const valid = parseOfflineSnapshot({ ...snapshot, version: VERSION }, Math.max(Date.now(), snapshot.fetchedAt));
  if (!valid) return;
  try {
    storage()?.setItem(OFFLINE_SNAPSHOT_STORAGE_KEY, JSON.stringify({ version: VERSION, ...valid }));
  } catch {
    // Full or disabled storage: the app works as before, only without last-known balances offline.
  }
}

export function clearOfflineSnapshot(): void {
  try {
    storage()?.removeItem(OFFLINE_SNAPSHOT_STORAGE_KEY);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}

/** Removes the snapshot unless it belongs to `userId` (another user signed in on this device). */
export function keepOfflineSnapshotOnlyFor(userId: string): void {
  const snapshot = readOfflineSnapshot();
  if (snapshot && snapshot.userId !== userId) clearOfflineSnapshot();
}
