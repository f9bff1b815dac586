import type { Snapshot } from '../store';
import { createSeedContext, type SeedContext } from './context';
import { seedUsers } from './users';

export { SEEDED_MFA_SECRET, SEEDED_USERS } from './users';
export const DEFAULT_SEED = 20261121;

export type DomainSeed = (context: SeedContext) => void;

/**
 * Builds the initial data: users first, then each domain's seed in a fixed order, each with its own
 * seeded faker. The same seed always gives the same data.
 */
export function buildSnapshot(seed: number, domainSeeds: readonly { name: string; seed?: DomainSeed }[]): Snapshot {
  const snapshot: Snapshot = { users: [], sessions: [], outbox: [], meta: [] };
  seedUsers(createSeedContext(seed, 'users', snapshot));
  for (const domain of domainSeeds) domain.seed?.(createSeedContext(seed, domain.name, snapshot));
  return snapshot;
}
