import type { Mutation, QueryClient, QueryKey } from '@tanstack/react-query';
import { isOfflineError } from '@/api/errors';
import { getGetAccountBalanceQueryKey, getListAccountTransactionsQueryKey, getTransferFundsMutationKey } from '@/api/generated/endpoints/accounts/accounts';
import { getCreateWithdrawalMutationKey, getListWithdrawalsQueryKey } from '@/api/generated/endpoints/crypto/crypto';

/**
 * What each mutation refreshes, keyed by its (generated) mutation key, run by the app's MutationCache — so the
 * balances move on screen wherever the form that started the mutation is by then (closed, unmounted, another
 * layout). Query keys are prefixes: the balance key covers every profile's balance, the transactions key every
 * page size.
 */
const MUTATION_REFRESHES: Readonly<Record<string, readonly QueryKey[]>> = {
  [getCreateWithdrawalMutationKey()[0]]: [getGetAccountBalanceQueryKey(), getListAccountTransactionsQueryKey(), getListWithdrawalsQueryKey()],
  [getTransferFundsMutationKey()[0]]: [getGetAccountBalanceQueryKey(), getListAccountTransactionsQueryKey()],
};

/** The query keys a mutation refreshes (none for a mutation the table does not name). */
export function refreshesOf(mutationKey: QueryKey | undefined): readonly QueryKey[] {
  const name = mutationKey?.[0];
  return typeof name === 'string' ? (MUTATION_REFRESHES[name] ?? []) : [];
}

/**
 * After a mutation settles: re-read what it changed. Also after a refusal — the server refused against data that
 * may be newer than the screen's (a balance spent on another device) — but not after an offline failure, where
 * nothing was sent.
 */
export function refreshAfterMutation(queryClient: QueryClient, mutation: Mutation<unknown, unknown, unknown, unknown>, error: unknown): Promise<void> {
  if (error !== null && isOfflineError(error)) return Promise.resolve();
  const keys = refreshesOf(mutation.options.mutationKey);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
