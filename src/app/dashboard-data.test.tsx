import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import { accountBalanceQueryOptions, cardsQueryOptions, cryptoBalanceKeys, usdRateQueryOptions, userLanguageQueryOptions, withdrawalAvailabilityQueryOptions } from '@/api/queries';
import { prefetchDashboard } from './dashboard-data';

describe("the dashboard's first queries (two round trips after the session)", () => {
  it('starts the balances at once, then the cards, availability and language each in a later task, and each rate the moment the balances answer', async () => {
    const { user } = await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const started = () =>
      queryClient
        .getQueryCache()
        .findAll()
        .map((query) => JSON.stringify(query.queryKey));
    const prefetching = prefetchDashboard(queryClient, user);
    expect(started()).toEqual([JSON.stringify(accountBalanceQueryOptions(user.profileId).queryKey)]);
    await Promise.resolve();
    expect(started()).toHaveLength(1);
    await prefetching;
    expect(started()).toEqual(
      expect.arrayContaining([cardsQueryOptions(), withdrawalAvailabilityQueryOptions(user.id), userLanguageQueryOptions()].map((options) => JSON.stringify(options.queryKey))),
    );

    const balance = await waitFor(() => {
      const data = queryClient.getQueryData(accountBalanceQueryOptions(user.profileId).queryKey);
      if (!data) throw new Error('no balances yet');
      return data;
    });
    const symbols = cryptoBalanceKeys(balance.balances);
    expect(symbols.length).toBeGreaterThan(1);
    // Started with no component on screen: the wallet's total reads them from the cache.
    await waitFor(() => {
      for (const symbol of symbols) expect(queryClient.getQueryState(usdRateQueryOptions(symbol).queryKey), symbol).toBeDefined();
    });
    expect(symbols).not.toContain('USD');
  });
});
