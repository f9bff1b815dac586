import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@contract-kit/model';
import { nextTask } from '@/lib/next-task';
import { accountBalanceQueryOptions, cardsQueryOptions, cryptoBalanceKeys, usdRateQueryOptions, userLanguageQueryOptions, withdrawalAvailabilityQueryOptions } from '@/api/queries';

/**
 * Starts the queries the dashboard shows first: the balances, the cards, the withdrawal availability and the user's
 * stored language; the rates of the balances' currencies (the wallet's total) start the moment the balances answer, not
 * once the wallet's code has loaded and rendered: the total waits on two round trips after the session. Nothing is
 * awaited: each panel shows its own loading and error states.
 *
 * Each request starts in a task of its own (a browser's fetch() costs a few milliseconds of the main thread
 * each — ≈ 10 ms on a 4× slowed phone CPU — and the nine of a start, in two tasks, were two long tasks of the
 * dashboard's start). The balances go first: their answer starts the rates. Resolves once every request has started.
 *
 * A chunk of its own (the generated endpoint modules it needs are shared with the dashboard's), downloaded while the
 * session is read when this device was signed in before, and when a sign-in is submitted: when the session answers,
 * it is there.
 */
export async function prefetchDashboard(queryClient: QueryClient, user: User): Promise<void> {
  const rates = queryClient.fetchQuery(accountBalanceQueryOptions(user.profileId)).then(
    (response) => startEachInATask(cryptoBalanceKeys(response.balances).map((symbol) => () => queryClient.prefetchQuery(usdRateQueryOptions(symbol)))),
    // The wallet shows the failure (and retries) itself.
    () => undefined,
  );
  await nextTask();
  await startEachInATask([
    () => queryClient.prefetchQuery(cardsQueryOptions()),
    () => queryClient.prefetchQuery(withdrawalAvailabilityQueryOptions(user.id)),
    () => queryClient.prefetchQuery(userLanguageQueryOptions()),
  ]);
  await rates;
}

/** Calls each start, the first at once and every other in a task of its own. */
async function startEachInATask(starts: readonly (() => unknown)[]): Promise<void> {
  for (const [index, start] of starts.entries()) {
    if (index > 0) await nextTask();
    void start();
  }
}
