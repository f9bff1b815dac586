import type { QueryClient } from '@tanstack/react-query';
import { loadCataloguePart, prepareFormatting } from '@/i18n';
import { readOfflineSnapshot } from '@/lib/offline-snapshot';
import type { PlaceSearch } from '@/lib/places';
import { preloadDialogs } from './dialogs/dialog-host';
import type { Gate } from './gate';
import { dashboardData, dashboardScreen, offlineScreen } from './screens';

/**
 * The `/` route's loader: downloads what the page the gate calls for needs, in parallel — its code, its messages and
 * (signed in) its data and the code of the dialog the place names. It waits only for the code and messages (so the
 * page appears whole, without a spinner in between); the data arrives into each panel.
 */
export async function loadPlace(queryClient: QueryClient, gate: Gate, place: PlaceSearch): Promise<void> {
  try {
    if (gate.kind === 'verified') {
      const { user } = gate;
      dashboardData.load().then(
        ({ prefetchDashboard }) => prefetchDashboard(queryClient, user),
        () => undefined,
      );
      if (place.dialog) preloadDialogs(place.dialog);
      // ICU's formatting data loads in tasks of its own while the code downloads (not awaited: it never holds the page).
      void prepareFormatting();
      await Promise.all([dashboardScreen.load(), loadCataloguePart('main')]);
    } else if (gate.kind === 'unreachable' && readOfflineSnapshot()) {
      void prepareFormatting();
      await Promise.all([offlineScreen.load(), loadCataloguePart('main')]);
    }
  } catch {
    // A download that failed (offline before it was cached) is tried again by the page, which shows the failure.
  }
}
