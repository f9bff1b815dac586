import type { IncomingMessage, ServerResponse } from 'node:http';
import { responseMocks } from '../src/api/generated/operation-mocks';
import { createClock, type Clock } from './core/clock';
import { createDispatcher, type Dispatcher, type Interceptor } from './core/dispatch';
import { handlers } from './handlers';
import { buildSeed, DEFAULT_SEED } from './store/seed';
import { Store } from './store/store';

export interface EventHub {
  attach(req: IncomingMessage, res: ServerResponse): void;
  closeAll(): void;
}

export interface MockApp {
  store: Store;
  clock: Clock;
  dispatcher: Dispatcher;
  seed: number;
  events?: EventHub;
  /** Non-API pages (on-ramp widget, identity verification); returns true when it answered. */
  pages?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> | boolean;
  close(): Promise<void>;
}

export interface MockAppOptions {
  seed?: number;
  clock?: Clock;
  validateResponses?: boolean;
  interceptors?: Interceptor[];
  log?: (line: string) => void;
}

/** The transport-neutral mock backend: store + clock + dispatcher over the domain handlers. */
export function createMockApp(options: MockAppOptions = {}): MockApp {
  const seed = options.seed ?? DEFAULT_SEED;
  const clock = options.clock ?? createClock();
  const store = new Store(buildSeed(seed));
  const dispatcher = createDispatcher({
    store,
    clock,
    handlers,
    fallback: (operation) => {
      const mock = responseMocks[operation.operationId];
      return mock ? { status: operation.successStatus, body: mock() } : undefined;
    },
    validateResponses: options.validateResponses ?? true,
    interceptors: options.interceptors ?? [],
    log: options.log,
  });
  return { store, clock, dispatcher, seed, close: async () => {} };
}
