import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@contract-kit/model';
import { accountBalanceQueryOptions, cardsQueryOptions, withdrawalAvailabilityQueryOptions } from '@/api/queries';

/**
 * Starts, all at once, the queries the dashboard shows first: the balances, the withdrawal availability and the cards
 * (what depends on them — the rates of the balances, the history's transactions — follows as soon as they answer).
 * Nothing is awaited: each panel shows its own loading and error states.
 *
 * A chunk of its own (the generated endpoint modules it needs are shared with the dashboard's), downloaded while the
 * session is read when this device was signed in before, and when a sign-in is submitted: when the session answers,
 * it is there.
 */
export function prefetchDashboard(queryClient: QueryClient, user: User): void {
  void queryClient.prefetchQuery(accountBalanceQueryOptions(user.profileId));
  void queryClient.prefetchQuery(withdrawalAvailabilityQueryOptions(user.id));
  void queryClient.prefetchQuery(cardsQueryOptions());
}
