import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { nextTask } from '@/lib/next-task';
import { answerAppLocalesWithoutIcu, createCatalogueParts } from '@/i18n';
import { appTheme } from '@/theme';

/**
 * Start-up in steps, each in a task of its own, so that a phone's main thread is never blocked for long (issue 18:
 * total blocking time): the bundle's evaluation, then the query client, the router (its route tree and history), the
 * route's loading, the theme (both colour schemes resolved into CSS variables), then the first render — a transition,
 * which React renders in slices of a few milliseconds instead of one block. The router starts loading the page's route
 * before the theme and the render: its downloads overlap them (and a signed-in start loads ICU's formatting data
 * meanwhile, in a worker: src/i18n/intl-support.ts).
 */
async function start(container: HTMLElement) {
  await nextTask();
  const queryClient = createQueryClient();
  const catalogueParts = createCatalogueParts();
  await nextTask();
  const router = createAppRouter(queryClient, catalogueParts);
  await nextTask();
  // The route's loading (the session check, then the screen's code, messages and data) starts now, so its downloads
  // run while the next steps and the first render use the main thread. The router does not load again on mount.
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
        </AppProviders>
      </StrictMode>,
    );
  });
}

// react-intl's locale checks, answered without loading ICU data (src/i18n/intl-support.ts).
answerAppLocalesWithoutIcu();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void start(container);
