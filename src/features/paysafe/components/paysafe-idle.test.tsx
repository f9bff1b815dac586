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
describe('PaySafeApprovalToastButton on a start (issue 18)', () => {
  it("asks for the approvals at the browser's first idle moment after it appears, not in its first commit (issue 18)", async () => {
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
});
