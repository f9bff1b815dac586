import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@/api/generated/model';
import { accountBalanceQueryOptions, cardsQueryOptions, withdrawalAvailabilityQueryOptions } from '@/api/queries';
import { loadCataloguePart } from '@/i18n';
import { readOfflineSnapshot } from '@/lib/offline-snapshot';
import type { PlaceSearch } from '@/lib/places';
import { preloadDialogs } from './dialogs/dialog-host';
import type { Gate } from './gate';
import { dashboardScreen, offlineScreen } from './screens';

/**
 * Starts, all at once, the queries the dashboard shows first: the balances, the withdrawal availability and the cards
 * (what depends on them — the rates of the balances, the history's transactions — follows as soon as they answer).
 * Nothing is awaited: each panel shows its own loading and error states.
 */
export function prefetchDashboard(queryClient: QueryClient, user: User): void {
  void queryClient.prefetchQuery(accountBalanceQueryOptions(user.profileId));
  void queryClient.prefetchQuery(withdrawalAvailabilityQueryOptions(user.id));
  void queryClient.prefetchQuery(cardsQueryOptions());
}

/**
 * The `/` route's loader: downloads what the page the gate calls for needs, in parallel — its code, its messages and
 * (signed in) its data and the code of the dialog the place names. It waits only for the code and messages (so the
 * page appears whole, without a spinner in between); the data arrives into each panel.
 */
export async function loadPlace(queryClient: QueryClient, gate: Gate, place: PlaceSearch): Promise<void> {
  try {
    if (gate.kind === 'verified') {
      prefetchDashboard(queryClient, gate.user);
      if (place.dialog) preloadDialogs(place.dialog);
      await Promise.all([dashboardScreen.load(), loadCataloguePart('main')]);
    } else if (gate.kind === 'unreachable' && readOfflineSnapshot()) {
      await Promise.all([offlineScreen.load(), loadCataloguePart('main')]);
    }
  } catch {
    // A download that failed (offline before it was cached) is tried again by the page, which shows the failure.
  }
}
