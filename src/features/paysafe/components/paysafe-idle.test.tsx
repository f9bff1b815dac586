import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetPendingApprovalQueryKey } from '@/api/generated/endpoints/approvals/approvals';
import { getGetCardsQueryKey } from '@/api/generated/endpoints/cards/cards';
import { customFetch } from '@/api/fetcher';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { demoId, signInDemo } from '@/testing/demo-user';
import { PaySafeApprovalToastButton } from './paysafe-approval-toast-button';

const activeDebit = () => {
  const card = mockApp.store.find('cards', (candidate) => candidate.userId === demoId() && candidate.model === 'debit' && candidate.status === 'active');
  if (!card) throw new Error('seed lacks the card');
  return card;
};

afterEach(() => vi.unstubAllGlobals());

// It stubs requestIdleCallback: it runs in the isolated DOM project (vitest.config.ts DOM_MODULE_MOCKS).
describe('PaySafeApprovalToastButton on a start', () => {
  it("asks for the approvals at the browser's first idle moment after it appears, not in its first commit", async () => {
    await signInDemo();
    await customFetch('/api/simulator/approvals', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cardId: activeDebit().id, merchantName: 'Amazon Marketplace', transactionAmount: '129.99', transactionCurrency: 'USD' }),
    });
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    const { queryClient } = renderWithProviders(<PaySafeApprovalToastButton />);
    await waitFor(() => expect(queryClient.getQueryState(getGetCardsQueryKey())?.status).toBe('success'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const approvalQuery = () => queryClient.getQueryState(getGetPendingApprovalQueryKey(activeDebit().id));
    expect(approvalQuery()?.dataUpdatedAt ?? 0).toBe(0);
    expect(approvalQuery()?.fetchStatus ?? 'idle').toBe('idle');
    expect(idleCallbacks.length).toBeGreaterThan(0);
    act(() => idleCallbacks.forEach((callback) => callback()));
    expect(await screen.findByRole('alert', { name: 'PaySafe approval' })).toHaveTextContent('Amazon Marketplace');
  });

  it("then starts each active card's first request in a task of its own, not all in one", async () => {
    await signInDemo();
    const activeCards = mockApp.store.filter('cards', (card) => card.userId === demoId() && card.status === 'active');
    expect(activeCards.length).toBeGreaterThan(1);
    // A counter that a zero-delay timer advances once per task: requests started in one task read the same value.
    let task = 0;
    let ticking = true;
    const tick = () => {
      task += 1;
      if (ticking) setTimeout(tick, 0);
    };
    tick();
    const startedIn: number[] = [];
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (/\/api\/cards\/[^/]+\/approval$/.test(new URL(url, 'http://localhost').pathname)) startedIn.push(task);
      return fetch(input, init);
    });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    renderWithProviders(<PaySafeApprovalToastButton />);
    await waitFor(() => expect(startedIn).toHaveLength(activeCards.length));
    ticking = false;
    expect(new Set(startedIn).size).toBe(activeCards.length);
  });
});
