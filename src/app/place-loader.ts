import { loadCataloguePart, prepareFormatting } from '@/i18n';
import { nextTask } from '@/lib/next-task';
import { readOfflineSnapshot } from '@/lib/offline-snapshot';
import type { DialogName } from '@/lib/places';
import { preloadDialogs } from './dialogs/dialog-host';
import type { Gate } from './gate';
import type { RouterContext } from './router';
import { dashboardData, dashboardScreen, offlineScreen } from './screens';

interface PlaceLoaderContext extends Pick<RouterContext, 'queryClient' | 'catalogueParts'> {
  gate: Gate;
}

/**
 * The `/` route's loader: downloads what the page the gate calls for needs, in parallel — its code, its messages and
 * (signed in) its data and the code of the dialog the place names. It waits only for the code and messages (so the
 * page appears whole, without a spinner in between); the data arrives into each panel. The messages are wanted as
 * soon as they are there, so the app's messages include them before the page renders.
 */
export async function loadPlace({ queryClient, catalogueParts, gate }: PlaceLoaderContext, dialog: DialogName | undefined): Promise<void> {
  const loadMainMessages = () => loadCataloguePart('main').then(() => catalogueParts.want('main'));
  try {
    if (gate.kind === 'verified') {
      const { user } = gate;
      // The messages are asked for in a short task of their own, not at the end of this long one (the session's
      // answer): Lighthouse's simulation of a phone starts a request once the task that asked for it has ended, so
      // there they queued behind the data's requests (each asked for in a short task) for HTTP/1.1's six connections,
      // a round trip later — and the first screen paints only once its messages are there.
      const mainMessages = nextTask().then(loadMainMessages);
      dashboardData
        .load()
        .then(({ prefetchDashboard }) => prefetchDashboard(queryClient, user))
        .catch(() => undefined);
      if (dialog) preloadDialogs(dialog);
      // ICU's formatting data loads in a worker while the code downloads (not awaited: it never holds the page).
      void prepareFormatting();
      await Promise.all([dashboardScreen.load(), mainMessages]);
    } else if (gate.kind === 'unreachable' && readOfflineSnapshot()) {
      void prepareFormatting();
      await Promise.all([offlineScreen.load(), loadMainMessages()]);
    }
  } catch {
    // A download that failed (offline before it was cached) is tried again by the page, which shows the failure.
  }
}
