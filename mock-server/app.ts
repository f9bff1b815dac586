import type { IncomingMessage, ServerResponse } from 'node:http';
import { responseMocks } from '@contract-kit/mocks';
import { CLOCK_RANGE, createClock, isClockInRange, type Clock } from './core/clock';
import { createDispatcher, type Dispatcher } from './core/dispatch';
import type { Domain } from './core/domain';
import { EventHub, type MockEvent } from './core/events';
import { FaultRegistry } from './core/faults';
import type { MockServices } from './core/types';
import { allHandlers, domains as allDomains } from './domains';
import { DEFAULT_SESSION_POLICY, sessionInterceptor, type SessionPolicy } from './identity/sessions';
import { Journal, type OpenResult } from './store/journal';
import { cvvOf, loadOrCreateStoreKey, newStoreKey } from './store/secrets';
import { buildSnapshot, DEFAULT_SEED } from './store/seed';
import { Store, type Snapshot } from './store/store';

export interface MockApp {
  services: MockServices;
  store: Store;
  clock: Clock;
  events: EventHub;
  dispatcher: Dispatcher;
  /** Where the state came from when a database file is used. */
  opened: OpenResult | null;
  /** Non-API pages of the domains; true when one answered. */
  page(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  close(): void;
}

export interface MockAppOptions {
  seed?: number;
  clock?: Clock;
  /** Check every response against the contract (dev and test; default on). */
  validateResponses?: boolean;
  /** Persist to this file (+ `.journal`); in memory only when absent. */
  db?: { file: string; reset?: boolean; snapshotIntervalMs?: number; maxJournalBytes?: number };
  domains?: readonly Domain[];
  log?: (line: string) => void;
  /** Origin of the app that mailed links (password reset) open; default the dev server's, http://127.0.0.1:5173. */
  appOrigin?: string;
  /** Idle timeout and absolute lifetime of sessions; default 5 minutes and 12 hours. */
  sessions?: Partial<SessionPolicy>;
}

/** The dev server's origin (`npm run dev`, `npm start`): where mailed links point unless told otherwise. */
export const DEFAULT_APP_ORIGIN = 'http://127.0.0.1:5173';

/** The transport-neutral mock backend: store + clock + events + faults + dispatcher over the domains. */
export function createMockApp(options: MockAppOptions = {}): MockApp {
  const domains = options.domains ?? allDomains;
  const log = options.log ?? ((line: string) => console.error(line));
  const clock = options.clock ?? createClock();
  const store = new Store();
  const events = new EventHub();
  const faults = new FaultRegistry(clock);
  let currentSeed = options.seed ?? DEFAULT_SEED;
  const seedData = (seed: number): Snapshot => buildSnapshot(seed, domains, clock.now());

  const restoreClock = () => {
    const offset = store.get('meta', 'clockOffsetMs')?.value;
    clock.reset();
    if (typeof offset !== 'number' || offset === 0) return;
    if (isClockInRange(clock.nowMs() + offset)) clock.advance(offset);
    else log(`mock-server: ignoring a stored clock offset outside ${CLOCK_RANGE.label} (${offset} ms); the clock runs in real time`);
  };

  let journal: Journal | null = null;
  // Seals the secret fields on disk and derives the CVVs (store/secrets.ts); beside the store file, or per process.
  let key = newStoreKey();
  let opened: OpenResult | null = null;
  if (options.db) {
    key = loadOrCreateStoreKey(`${options.db.file}.key`);
    journal = new Journal(store, { file: options.db.file, key, log, snapshotIntervalMs: options.db.snapshotIntervalMs, maxJournalBytes: options.db.maxJournalBytes });
    opened = journal.open(currentSeed, seedData, options.db.reset ?? false);
    currentSeed = opened.seed;
    store.setSink(journal);
    restoreClock();
  } else {
    store.load(seedData(currentSeed));
  }

  const services: MockServices = {
    store,
    clock,
    events,
    faults,
    seed: () => currentSeed,
    appOrigin: options.appOrigin ?? DEFAULT_APP_ORIGIN,
    cvvOf: (pan, expiry) => cvvOf(key, pan, expiry),
    sessionPolicy: { ...DEFAULT_SESSION_POLICY, ...options.sessions },
    reset(seed, at) {
      currentSeed = seed ?? currentSeed;
      clock.reset();
      if (at) clock.set(at);
      store.load(seedData(currentSeed));
      faults.clear();
      journal?.resetTo(currentSeed);
    },
    sweep() {
      runSweeps();
    },
  };

  /** Due-time work of every domain, journaled and announced like a request's writes. */
  function runSweeps() {
    const emitted: MockEvent[] = [];
    const emit = (event: Omit<MockEvent, 'at'> & { at?: string }) => emitted.push({ ...event, at: event.at ?? clock.now().toISOString() });
    // Only the sweep's own writes are undone when it fails: a request that ran it (a clock move) keeps its writes,
    // so the stored clock offset and the live clock never part.
    const savepoint = store.savepoint();
    try {
      for (const domain of domains) domain.sweep?.(services, emit);
      dispatcher.idempotency.sweep();
      store.flush();
      for (const event of emitted) events.publish(event);
    } catch (error) {
      store.rollbackTo(savepoint);
      log(`mock-server: sweep failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }

  const dispatcher = createDispatcher({
    services,
    handlers: allHandlers(domains),
    fallback: (operation) => {
      const mock = responseMocks[operation.operationId];
      return mock ? { status: operation.successStatus, body: mock() } : undefined;
    },
    validateResponses: options.validateResponses ?? true,
    // Faults first (a forced answer is the tester's); then sessions that ran out end, and the user's actions are noted.
    interceptors: [faults.intercept, sessionInterceptor(services)],
    log,
  });

  return {
    services,
    store,
    clock,
    events,
    dispatcher,
    opened,
    async page(req, res, url) {
      for (const domain of domains) if (domain.page && (await domain.page(req, res, url, services))) return true;
      return false;
    },
    close() {
      journal?.close();
    },
  };
}
