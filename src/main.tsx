import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { checkSession } from '@/app/gate';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRouterStart, isRouterPage, StartPage } from '@/app/start-page';
import { PwaNotices } from '@/features/pwa';
import { nextTask } from '@/lib/next-task';
import { listenForInstallPrompt } from '@/lib/install-prompt';
import { answerAppLocalesWithoutIcu, createCatalogueParts } from '@/i18n';
import { appTheme } from '@/theme';

/**
 * Start-up in steps, each in a task of its own, so that a phone's main thread is never blocked for long
 * (total blocking time): the bundle's evaluation, then the query client and the session check (whose answer the
 * built page asked for with the page: tooling/vite/session-preload-plugin.ts), the theme (both colour schemes
 * resolved into CSS variables), then the first render — a transition, which React renders in slices of a few
 * milliseconds instead of one block. The session's answer starts what the page needs (src/app/start-page.tsx: for a
 * signed-in start, the router; its downloads overlap the theme and the first render, and ICU's formatting data loads
 * meanwhile, in a worker: src/i18n/intl-support.ts).
 */
async function start(container: HTMLElement) {
  await nextTask();
  const queryClient = createQueryClient();
  const catalogueParts = createCatalogueParts();
  const isIndex = window.location.pathname === '/';
  const routerStart = createRouterStart(queryClient, catalogueParts);
  // The session check (its answer preloaded with the page), then at once, before the first render, what the page it
  // calls for needs: for the signed-in app, the router's code and the page's code, messages and data.
  void checkSession(queryClient).then((gate) => {
    if (isRouterPage(gate, isIndex)) void routerStart.start(gate, isIndex).catch(() => undefined);
  });
  await nextTask();
  appTheme();
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} catalogueParts={catalogueParts}>
          <StartPage catalogueParts={catalogueParts} isIndex={isIndex} routerStart={routerStart} />
          {/* The PWA notices (install, offline/online, update) above the page, whatever it shows (a route's error included). */}
          <PwaNotices />
        </AppProviders>
      </StrictMode>,
    );
  });
}

listenForInstallPrompt();
// react-intl's locale checks, answered without loading ICU data (src/i18n/intl-support.ts).
answerAppLocalesWithoutIcu();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void start(container);
