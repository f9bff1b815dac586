import { createMockApp, createMswHandlers } from '../../mock-server';
import { createClock, TEST_NOW } from '../../mock-server/testing';

/**
 * One stateful mock backend per test file, behind MSW: the same domains and handlers as `npm run mock`. Its clock starts
 * at the test run's moment (TEST_NOW) and goes back there with every reset, as the page's Date does (setup-dom.ts).
 */
export const mockApp = createMockApp({ validateResponses: true, clock: createClock({ start: TEST_NOW }) });
export const mockHandlers = createMswHandlers(mockApp);

/**
 * Back to the seed, and the clock back to TEST_NOW (before every test); or to the seed as of `at`, for a file that is
 * written against one moment of its own.
 */
export function resetMockBackend(at?: Date): void {
  mockApp.services.reset(undefined, at);
}
