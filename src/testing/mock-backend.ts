import { createMockApp, createMswHandlers } from '../../mock-server';

/** One stateful mock backend per test file, behind MSW: the same domains and handlers as `npm run mock`. */
export const mockApp = createMockApp({ validateResponses: true });
export const mockHandlers = createMswHandlers(mockApp);

/** Back to the seed (called after every test). */
export function resetMockBackend(): void {
  mockApp.services.reset();
}
