import type { Snapshot } from '../store';
import { createSeedContext, seedShiftDays, type SeedContext } from './context';
import { seedUsers } from './users';

export { SEEDED_MFA_SECRET, SEEDED_USERS } from './users';
export const DEFAULT_SEED = 20261121;

export type DomainSeed = (context: SeedContext) => void;

/** Snapshots already built, by their domains, seed and day: a reset (every test starts with one) is a copy, not a new seeding. */
const built = new WeakMap<readonly unknown[], Map<string, Snapshot>>();
const KEPT_PER_DOMAINS = 4;

/**
 * Builds the initial data as of `now` (the clock's time at seeding; see SeedContext.anchor): users first, then each
 * domain's seed in a fixed order, each with its own seeded faker. The same seed on the same day (from 12:00 UTC to
 * 12:00 UTC) always gives the same data; each call returns a copy of its own.
 */
export function buildSnapshot(seed: number, domainSeeds: readonly { name: string; seed?: DomainSeed }[], now: Date): Snapshot {
  const shiftDays = seedShiftDays(now);
  const key = `${seed}@${shiftDays}`;
  let cache = built.get(domainSeeds);
  if (!cache) built.set(domainSeeds, (cache = new Map()));
  let snapshot = cache.get(key);
  if (!snapshot) {
    snapshot = { users: [], sessions: [], outbox: [], meta: [] };
    seedUsers(createSeedContext(seed, 'users', snapshot, shiftDays));
    for (const domain of domainSeeds) domain.seed?.(createSeedContext(seed, domain.name, snapshot, shiftDays));
    if (cache.size >= KEPT_PER_DOMAINS) cache.delete(cache.keys().next().value as string);
    cache.set(key, snapshot);
  }
  return structuredClone(snapshot);
}
