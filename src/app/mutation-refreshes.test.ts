import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, offlineError } from '@/api/errors';
import { getGetAccountBalanceQueryKey, getListAccountTransactionsQueryKey, getTransferFundsMutationKey } from '@/api/generated/endpoints/accounts/accounts';
import { getCreateWithdrawalMutationKey, getListWithdrawalsQueryKey } from '@/api/generated/endpoints/crypto/crypto';
import { refreshAfterMutation, refreshesOf } from './mutation-refreshes';

describe('what each mutation refreshes (the MutationCache\'s table)', () => {
  it('names the balances, the activity and the history for a withdrawal, the balances and activity for a transfer', () => {
    expect(refreshesOf(getCreateWithdrawalMutationKey())).toEqual([getGetAccountBalanceQueryKey(), getListAccountTransactionsQueryKey(), getListWithdrawalsQueryKey()]);
    expect(refreshesOf(getTransferFundsMutationKey())).toEqual([getGetAccountBalanceQueryKey(), getListAccountTransactionsQueryKey()]);
    expect(refreshesOf(['somethingElse'])).toEqual([]);
    expect(refreshesOf(undefined)).toEqual([]);
  });

  it('refreshes after an answer, refusals included, but not after an offline failure (nothing was sent)', async () => {
    const queryClient = new QueryClient();
    const balance = getGetAccountBalanceQueryKey({ profileId: 'p1' });
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationKey: getTransferFundsMutationKey() });
    const fresh = () => queryClient.setQueryData(balance, { success: true, balances: {}, updatedAt: '2026-11-21T10:00:00.000Z' });
    const isInvalidated = () => queryClient.getQueryState(balance)?.isInvalidated;

    fresh();
    await refreshAfterMutation(queryClient, mutation, offlineError());
    expect(isInvalidated()).toBe(false);
    await refreshAfterMutation(queryClient, mutation, new ApiError({ status: 422, code: 'InsufficientBalance', message: 'Insufficient balance' }));
    expect(isInvalidated()).toBe(true);
    fresh();
    await refreshAfterMutation(queryClient, mutation, null);
    expect(isInvalidated()).toBe(true);
  });
});
