import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { provideMessages } from '@/i18n/catalogues';
import englishCardControls from '@/i18n/compiled/en/cardControls.json';
import englishInsights from '@/i18n/compiled/en/insights.json';
import englishMain from '@/i18n/compiled/en/main.json';
import { mockHandlers, resetMockBackend } from './mock-backend';

// Components render at once in tests, in English, as in the app once the signed-in app's messages have loaded
// (there a <MessagesGate part="main"> waits for them; the other locales still load on demand).
provideMessages('en', 'main', englishMain);
// …and the dialogs' own parts (in the app each loads with its dialog's code).
provideMessages('en', 'cardControls', englishCardControls);
provideMessages('en', 'insights', englishInsights);

// `npm test` runs the component tests beside the Playwright journeys on two cores: a lazily loaded dialog can take
// more than the default second to appear there. findBy*/waitFor still resolve as soon as the condition holds.
configure({ asyncUtilTimeout: 10_000 });

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
