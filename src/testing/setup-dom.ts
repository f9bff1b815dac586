import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockHandlers, resetMockBackend } from './mock-backend';

export const server = setupServer(...mockHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockBackend();
  localStorage.clear();
});
afterAll(() => server.close());

// jsdom lacks matchMedia (MUI's useMediaQuery) — desktop width by default; tests can override.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: /min-width:\s*(\d+)px/.test(query) ? window.innerWidth >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1]) : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
