import { loadCataloguePart, prepareFormatting } from '@/i18n';
import { readOfflineSnapshot } from '@/lib/offline-snapshot';
import type { PlaceSearch } from '@/lib/places';
import { preloadDialogs } from './dialogs/dialog-host';
import { gateKey, type Gate } from './gate';
import type { RouterContext } from './router';
import { dashboardData, dashboardScreen, offlineScreen } from './screens';

interface PlaceLoaderContext extends RouterContext {
  gate: Gate;
}

/**
 * The `/` route's loader: downloads what the page the gate calls for needs, in parallel — its code, its messages and
 * (signed in) its data and the code of the dialog the place names. It waits only for the code and messages (so the
 * page appears whole, without a spinner in between); the data arrives into each panel. The messages are wanted as
 * soon as they are there, so the app's messages include them before the page renders.
 */
export function loadPlace(context: PlaceLoaderContext, place: PlaceSearch): Promise<void> {
  // A signed-in start asks for it before the router's code has arrived (src/app/start-page.tsx), and the route's loader
  // asks again for the same session once the router runs: one load per session state and app.
  const key = gateKey(context.gate);
  const last = lastLoads.get(context.queryClient);
  if (last?.key === key) return last.loading;
  const loading = loadPlaceOnce(context, place);
  lastLoads.set(context.queryClient, { key, loading });
  return loading;
}

/** The last load of each app (its query client), by the session state it was for. */
const lastLoads = new WeakMap<object, { key: string; loading: Promise<void> }>();

async function loadPlaceOnce({ queryClient, catalogueParts, gate }: PlaceLoaderContext, place: PlaceSearch): Promise<void> {
  const loadMainMessages = () => loadCataloguePart('main').then(() => catalogueParts.want('main'));
  try {
    if (gate.kind === 'verified') {
      const { user } = gate;
      dashboardData
        .load()
        .then(({ prefetchDashboard }) => prefetchDashboard(queryClient, user))
        .catch(() => undefined);
      if (place.dialog) preloadDialogs(place.dialog);
      // ICU's formatting data loads in a worker while the code downloads (not awaited: it never holds the page).
      void prepareFormatting();
      await Promise.all([dashboardScreen.load(), loadMainMessages()]);
    } else if (gate.kind === 'unreachable' && readOfflineSnapshot()) {
      void prepareFormatting();
      await Promise.all([offlineScreen.load(), loadMainMessages()]);
    }
  } catch {
    // A download that failed (offline before it was cached) is tried again by the page, which shows the failure.
  }
}
