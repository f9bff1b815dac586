import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { checkSession } from '@/app/gate';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { StartPage } from '@/app/start-page';
import { PwaNotices } from '@/features/pwa';
import { nextTask } from '@/lib/next-task';
import { listenForInstallPrompt } from '@/lib/install-prompt';
import { answerAppLocalesWithoutIcu, createCatalogueParts } from '@/i18n';
import { appTheme } from '@/theme';

/**
 * Start-up in steps, each in a task of its own, so that a phone's main thread is never blocked for long (issue 18:
 * total blocking time): the bundle's evaluation, then the query client and the session check (whose answer the
 * built page asked for with the page: src/app/build/session-preload-plugin.ts), the theme (both colour schemes
 * resolved into CSS variables), then the first render — a transition, which React renders in slices of a few
 * milliseconds instead of one block. The page the session calls for (src/app/start-page.tsx) starts the router when
 * it needs it (and a signed-in start loads ICU's formatting data meanwhile, in a worker: src/i18n/intl-support.ts).
 */
async function start(container: HTMLElement) {
  await nextTask();
  const queryClient = createQueryClient();
  const catalogueParts = createCatalogueParts();
  void checkSession(queryClient);
  await nextTask();
  appTheme();
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} catalogueParts={catalogueParts}>
          <StartPage catalogueParts={catalogueParts} isIndex={window.location.pathname === '/'} />
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
