import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { PwaNotices } from '@/features/pwa';
import { nextTask } from '@/lib/next-task';
import { listenForInstallPrompt } from '@/lib/install-prompt';
import { answerAppLocalesWithoutIcu, createCatalogueParts } from '@/i18n';
import { appTheme } from '@/theme';

/**
 * Start-up in steps, each in a task of its own, so that a phone's main thread is never blocked for long
 * (total blocking time): the bundle's evaluation, then the query client, the router and its first load (the `/`
 * route's session check, whose answer the built page asked for with the page: tooling/vite/session-preload-plugin.ts,
 * and the loader that downloads what the page the session calls for needs), the theme (both colour schemes resolved
 * into CSS variables), then the first render — a transition, which React renders in slices of a few milliseconds
 * instead of one block. The first load's downloads overlap the theme and the first render, and ICU's formatting data
 * loads meanwhile, in a worker (src/i18n/intl-support.ts).
 */
async function start(container: HTMLElement) {
  await nextTask();
  const queryClient = createQueryClient();
  const catalogueParts = createCatalogueParts();
  const router = createAppRouter(queryClient, catalogueParts);
  // Before the first render: a signed-in start's code, messages and data start downloading the moment the session
  // check answers. RouterProvider renders this load (it starts one of its own only when none is under way), a failed
  // one included.
  void router.load().catch(() => undefined);
  await nextTask();
  appTheme();
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} catalogueParts={catalogueParts}>
          <RouterProvider router={router} />
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
