import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@contract-kit/model';
import { accountBalanceQueryOptions, cardsQueryOptions, cryptoBalanceKeys, usdRateQueryOptions, userLanguageQueryOptions, withdrawalAvailabilityQueryOptions } from '@/api/queries';

/**
 * Starts, all at once, the queries the dashboard shows first: the balances, the withdrawal availability, the cards and
 * the user's stored language; the rates of the balances' currencies (the wallet's total) start the moment the balances
 * answer, not once the wallet's code has loaded and rendered: the total waits on two round trips after the session.
 * Nothing is awaited: each panel shows its own loading and error states.
 *
 * A chunk of its own (the generated endpoint modules it needs are shared with the dashboard's), downloaded while the
 * session is read when this device was signed in before, and when a sign-in is submitted: when the session answers,
 * it is there.
 */
export function prefetchDashboard(queryClient: QueryClient, user: User): void {
  void queryClient.fetchQuery(accountBalanceQueryOptions(user.profileId)).then(
    (response) => {
      for (const symbol of cryptoBalanceKeys(response.balances)) void queryClient.prefetchQuery(usdRateQueryOptions(symbol));
    },
    // The wallet shows the failure (and retries) itself.
    () => undefined,
  );
  void queryClient.prefetchQuery(userLanguageQueryOptions());
  void queryClient.prefetchQuery(withdrawalAvailabilityQueryOptions(user.id));
  void queryClient.prefetchQuery(cardsQueryOptions());
}
