import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@/api/generated/model';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
import { cardTransactionsQueryOptions, preloadCardTransactionHistory } from '@/features/card-transactions';
import { cardsQueryOptions, isApplicationStatus } from '@/features/cards';
import { pendingApprovalQueryOptions } from '@/features/paysafe';
import { cardStatementsQueryOptions } from '@/features/statements';
import { walletBalancesQueryOptions } from '@/features/wallet';
import { withdrawalAvailabilityQueryOptions } from '@/features/withdrawal';
import { loadCataloguePart } from '@/i18n';
import { readOfflineSnapshot } from '@/lib/offline-snapshot';
import { cardsTabOf, mobileTabOf, type PlaceSearch } from '@/lib/places';
import { preloadDialogs } from './dialogs/dialog-host';
import type { Gate } from './gate';
import { dashboardScreen, offlineScreen } from './screens';

const isDesktop = () => typeof window !== 'undefined' && window.matchMedia?.(`(min-width:${MOBILE_BREAKPOINT_PX}px)`).matches === true;

/**
 * Starts, all at once, the queries the dashboard shows at this place: balances, withdrawal availability and the cards;
 * as soon as the cards answer, the transactions of the history's card, each active card's pending PaySafe approval and
 * the statements a statements dialog shows. Nothing is awaited: each panel shows its own loading and error states.
 */
export function prefetchDashboard(queryClient: QueryClient, user: User, place: PlaceSearch): void {
  void queryClient.prefetchQuery(walletBalancesQueryOptions(user.profileId));
  void queryClient.prefetchQuery(withdrawalAvailabilityQueryOptions(user.id));
  queryClient.fetchQuery(cardsQueryOptions()).then(({ data: cards }) => {
    const issued = cards.filter((card) => !isApplicationStatus(card.status));
    const historyCard = issued.find((card) => card.id === place.txCard) ?? issued[0];
    if (historyCard) void queryClient.prefetchQuery(cardTransactionsQueryOptions(historyCard.id, place.txPage ?? 1));
    for (const card of cards) if (card.status === 'active') void queryClient.prefetchQuery(pendingApprovalQueryOptions(card.id));
    const statementsCard = place.dialog === 'statements' ? issued.find((card) => card.id === place.card) : undefined;
    if (statementsCard) void queryClient.prefetchQuery(cardStatementsQueryOptions(statementsCard.id, place.page ?? 1));
  }, () => undefined);
}

/**
 * The `/` route's loader: downloads what the page the gate calls for needs, in parallel — its code, its messages and
 * (signed in) its data and the code of the dialog and panel the place names. It waits only for the code and messages
 * (so the page appears whole, without a spinner in between); the data arrives into each panel.
 */
export async function loadPlace(queryClient: QueryClient, gate: Gate, place: PlaceSearch): Promise<void> {
  try {
    if (gate.kind === 'verified') {
      prefetchDashboard(queryClient, gate.user, place);
      if (place.dialog) preloadDialogs(place.dialog);
      if (isDesktop() || (mobileTabOf(place) === 'cards' && cardsTabOf(place) === 'transactions')) preloadCardTransactionHistory();
      await Promise.all([dashboardScreen.load(), loadCataloguePart('main')]);
    } else if (gate.kind === 'unreachable' && readOfflineSnapshot()) {
      await Promise.all([offlineScreen.load(), loadCataloguePart('main')]);
    }
  } catch {
    // A download that failed (offline before it was cached) is tried again by the page, which shows the failure.
  }
}
