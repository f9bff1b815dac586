import { createHash } from 'node:crypto';
import { Faker, en } from '@faker-js/faker';
import type { AnyRecord, CollectionName, Collections, UserRecord } from '../schema';
import type { Snapshot } from '../store';

/** Everything a domain's seed needs; records added here form the initial snapshot. */
export interface SeedContext {
  /** A faker seeded for this domain alone (adding data in one domain never shifts another's). */
  faker: Faker;
  seed: number;
  /**
   * "Now" of the seeded history, in the present: {@link SEED_LAYOUT_ANCHOR} moved forward (or back) by the whole days
   * to the clock's time at seeding, so at most a day before it. Calendar rules (this month's spending, open statement
   * cycles, usage today) are evaluated at this instant.
   */
  anchor: Date;
  /** The "now" the seed's fixed dates are written against ({@link SEED_LAYOUT_ANCHOR}): plan the history around it. */
  layoutAnchor: Date;
  /**
   * A date of the layout (planned around `layoutAnchor`) moved to the present: by the same whole days as the anchor,
   * so every seeded record keeps its time of day and its distance from "now", and the same seed gives the same data.
   */
  present(date: Date): Date;
  users: readonly UserRecord[];
  userByEmail(email: string): UserRecord;
  add<K extends CollectionName>(collection: K, record: Collections[K] & AnyRecord): void;
  /** Records already seeded (by earlier domains or this one), read only: e.g. statements are built from the seeded card transactions. */
  list<K extends CollectionName>(collection: K): readonly Collections[K][];
}

const DAY_MS = 86_400_000;

/**
 * The "now" the seed's fixed dates are written against. A seed built at another time moves all of them by the whole
 * days between (SeedContext.present), so the mock always looks lived in — yesterday's coffee, this month's spending —
 * and a clock pinned by a test gives the same data on every day the test runs.
 */
export const SEED_LAYOUT_ANCHOR = new Date('2026-11-15T12:00:00.000Z');

/** The whole days a seed built at `now` moves the layout by (negative before the layout's anchor). */
export const seedShiftDays = (now: Date): number => Math.floor((now.getTime() - SEED_LAYOUT_ANCHOR.getTime()) / DAY_MS);

export function domainFaker(seed: number, domain: string): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(createHash('sha256').update(`${seed}:${domain}`).digest().readUInt32BE(0));
  return faker;
}

export function createSeedContext(seed: number, domain: string, snapshot: Snapshot, shiftDays: number): SeedContext {
  const users = (snapshot['users'] ?? []) as UserRecord[];
  const shiftMs = shiftDays * DAY_MS;
  return {
    faker: domainFaker(seed, domain),
    seed,
    anchor: new Date(SEED_LAYOUT_ANCHOR.getTime() + shiftMs),
    layoutAnchor: SEED_LAYOUT_ANCHOR,
    present: (date) => new Date(date.getTime() + shiftMs),
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
