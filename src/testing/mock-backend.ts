import { createMockApp } from '../../mock-server/app';
import { createMswHandlers } from '../../mock-server/transports/msw';
import { buildSeed } from '../../mock-server/store/seed';

/** One stateful mock backend per test file, behind MSW: the same handlers as `npm run mock`. */
export const mockApp = createMockApp({ validateResponses: true });
export const mockHandlers = createMswHandlers(mockApp);

const seedSnapshot = buildSeed(mockApp.seed);

/** Back to the seed (called after every test). */
export function resetMockBackend(): void {
  mockApp.store.load(structuredClone(seedSnapshot));
  mockApp.clock.reset();
}
