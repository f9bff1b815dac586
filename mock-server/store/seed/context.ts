import { createHash } from 'node:crypto';
import { Faker, en } from '@faker-js/faker';
import type { AnyRecord, CollectionName, Collections, UserRecord } from '../schema';
import type { Snapshot } from '../store';

/** Everything a domain's seed needs; records added here form the initial snapshot. */
export interface SeedContext {
  /** A faker seeded for this domain alone (adding data in one domain never shifts another's). */
  faker: Faker;
  seed: number;
  /** Fixed "now" of the seeded history (the data is identical on every start with the same seed). */
  anchor: Date;
  users: readonly UserRecord[];
  userByEmail(email: string): UserRecord;
  add<K extends CollectionName>(collection: K, record: Collections[K] & AnyRecord): void;
  /** Records already seeded (by earlier domains or this one), read only: e.g. statements are built from the seeded card transactions. */
  list<K extends CollectionName>(collection: K): readonly Collections[K][];
}

/** The seeded history ends here; "months of history" run up to this instant. */
export const SEED_ANCHOR = new Date('2026-11-15T12:00:00.000Z');

export function domainFaker(seed: number, domain: string): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(createHash('sha256').update(`${seed}:${domain}`).digest().readUInt32BE(0));
  return faker;
}

export function createSeedContext(seed: number, domain: string, snapshot: Snapshot): SeedContext {
  const users = (snapshot['users'] ?? []) as UserRecord[];
  return {
    faker: domainFaker(seed, domain),
    seed,
    anchor: SEED_ANCHOR,
    users,
    userByEmail(email) {
      const user = users.find((candidate) => candidate.email === email);
      if (!user) throw new Error(`seed(${domain}): no seeded user ${email}`);
      return user;
    },
    add(collection, record) {
      const list = (snapshot[collection] ??= []) as AnyRecord[];
      list.push(record);
    },
    list(collection) {
      return (snapshot[collection] ?? []) as Collections[typeof collection][];
    },
  };
}
