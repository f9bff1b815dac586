import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { getListWithdrawalsQueryKey } from '@/api/generated/endpoints/crypto/crypto';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { signInDemo } from '@/testing/demo-user';
import { WithdrawalNotices } from './withdrawal-notices';

const settle = (id: string, body: Record<string, string>) =>
  customFetch(`/api/simulator/withdrawals/${id}/status`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The demo user's processing withdrawals, as the notices first read them. */
async function setup() {
  await signInDemo();
  const processing = mockApp.store.list('withdrawals').filter((withdrawal) => withdrawal.status === 'processing');
  const view = renderWithProviders(<WithdrawalNotices />);
  await waitFor(() => expect(view.queryClient.getQueryData(getListWithdrawalsQueryKey({ status: 'processing', take: 10 }))).toBeDefined(), { timeout: 5000 });
  return { ...view, processing };
}

/** What the poll does every 15 s, without waiting for it. */
const poll = (view: Awaited<ReturnType<typeof setup>>) => view.queryClient.invalidateQueries({ queryKey: getListWithdrawalsQueryKey({ status: 'processing', take: 10 }) });

describe('WithdrawalNotices', () => {
  it('says a processing withdrawal failed, why (in the reader’s words) and that the amount is back', async () => {
    const view = await setup();
    const [withdrawal] = view.processing;
    if (!withdrawal) throw new Error('the seed has a processing withdrawal');
    await settle(withdrawal.id, { status: 'failed', reason: 'Rejected by compliance' });
    await poll(view);
    const notice = await screen.findByText('Withdrawal failed', {}, { timeout: 5000 });
    const toast = notice.closest('[data-toast-variant]');
    expect(toast).toHaveAttribute('data-toast-variant', 'destructive');
    expect(toast).toHaveTextContent(/did not go through and is back in your balance\. A compliance review declined the withdrawal/);
  });

  it('announces only the one that failed when another completes', async () => {
    const view = await setup();
    const [completed, failed] = view.processing;
    if (!completed || !failed) throw new Error('the seed has two processing withdrawals');
    await settle(completed.id, { status: 'completed' });
    await settle(failed.id, { status: 'failed', reason: 'Network congestion' });
    await poll(view);
    await screen.findByText('Withdrawal failed', {}, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('Withdrawal failed')).toHaveLength(1);
    expect(screen.getByText('Withdrawal failed').closest('[data-toast-variant]')).toHaveTextContent(`${failed.toAddress.slice(-4)} did not go through`);
  });
});
