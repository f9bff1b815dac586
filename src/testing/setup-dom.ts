import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { TEST_NOW } from '../../mock-server/testing';
import { provideMessages } from '@/i18n/catalogues';
import englishDialogs from '@/i18n/compiled/en/dialogs.json';
import englishMain from '@/i18n/compiled/en/main.json';
import { mockHandlers, resetMockBackend } from './mock-backend';
import { resetWindowSize } from './window-size';
// The dialogs' places, as the app's route registers them before the first address is read.
import '@/app/dialogs/registry';

// Components render at once in tests, in English, as in the app once the signed-in app's messages have loaded
// (there a <MessagesGate part="main"> waits for them; the other locales still load on demand).
provideMessages('en', 'main', englishMain);
provideMessages('en', 'dialogs', englishDialogs);

// `npm test` runs the component tests beside the Playwright journeys on two cores: a lazily loaded dialog can take
// more than the default second to appear there. findBy*/waitFor still resolve as soon as the condition holds.
configure({ asyncUtilTimeout: 10_000 });

/** A few of jsdom's 60 Hz frames: enough for its frame loop to run what is left and stop. */
const FRAME_LOOP_SETTLE_MS = 100;

export const server = setupServer(...mockHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// Every test runs at TEST_NOW: the page's Date starts there and runs on in real time (only Date is faked, so timers
// and promises behave as in a browser), and the mock backend is back at its seed with its clock at the same moment.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW, shouldAdvanceTime: true });
  resetMockBackend();
});
// This hook, not the test files, puts the real timers back, after letting jsdom's frame loop finish on the test's
// clock: jsdom runs animation frames and focus fix-ups on one interval of the global setInterval, made when first
// needed and cleared when idle. Made on a test's fake timers and dropped with them, it would never run again, and
// every later file in the worker (component files share one window) would wait for frames that never come.
afterEach(() => {
  cleanup();
  vi.advanceTimersByTime(FRAME_LOOP_SETTLE_MS);
  server.resetHandlers();
  localStorage.clear();
  resetWindowSize();
  vi.useRealTimers();
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
