import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { resetServerClock } from '../lib/server-clock';
import { PaySafeApprovalDialog } from './paysafe-approval-dialog';
import { PaySafeApprovalToastButton } from './paysafe-approval-toast-button';
import { demoId, signInDemo } from '@/testing/demo-user';

const activeDebit = () => {
  const card = mockApp.store.find('cards', (candidate) => candidate.userId === demoId() && candidate.model === 'debit' && candidate.status === 'active');
  if (!card) throw new Error('seed lacks the card');
  return card;
};

async function requestApproval(extra: Record<string, unknown> = {}) {
  return customFetch<{ id: string }>('/api/simulator/approvals', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cardId: activeDebit().id, merchantName: 'Amazon Marketplace', transactionAmount: '129.99', transactionCurrency: 'USD', ...extra }),
  });
}

afterEach(() => resetServerClock());

describe('PaySafeApprovalDialog (spec 02 §4 "PaySafe")', () => {
  it('shows "No pending transaction" with Refresh and Done, and finds a new one on Refresh', async () => {
    await signInDemo();
    const { user } = renderWithProviders(<PaySafeApprovalDialog open cardId={activeDebit().id} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'PaySafe approval' });
    expect(within(dialog).getByText('Loading pending transaction...')).toBeInTheDocument();
    expect(await within(dialog).findByText('No pending transaction')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    await requestApproval();
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(await within(dialog).findByText('Amazon Marketplace')).toBeInTheDocument();
  });

  it('loads the pending approval with a mm:ss MINS countdown and approves it with a confirmation', async () => {
    await signInDemo();
    const approval = await requestApproval();
    const { user } = renderWithProviders(<PaySafeApprovalDialog open cardId={activeDebit().id} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'PaySafe approval' });
    expect(await within(dialog).findByText('Amazon Marketplace')).toBeInTheDocument();
    expect(within(dialog).getByText('$129.99')).toBeInTheDocument();
    expect(within(dialog).getByText(/^PS-\d{8}-\d{6}$/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('paysafe-countdown')).toHaveTextContent(/^0[45]:\d{2} MINS$/);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Transaction approved')).toBeInTheDocument();
    expect(within(dialog).getByText('The payment of $129.99 to Amazon Marketplace was approved.')).toBeInTheDocument();
    expect(mockApp.store.get('paySafeApprovals', approval.id)?.status).toBe('approved');
  });

  it('asks before rejecting, and rejects with a confirmation', async () => {
    await signInDemo();
    const approval = await requestApproval();
    const { user } = renderWithProviders(<PaySafeApprovalDialog open cardId={activeDebit().id} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'PaySafe approval' });
    await user.click(await within(dialog).findByRole('button', { name: 'Reject' }));
    // A click on Reject alone rejects nothing: it asks, and Cancel takes Reject's place.
    expect(within(dialog).getByText("Reject the payment of $129.99 to Amazon Marketplace? The merchant's charge will be declined.")).toBeVisible();
    expect(mockApp.store.get('paySafeApprovals', approval.id)?.status).toBe('pending');
    const buttons = within(within(dialog).getByTestId('paysafe-actions')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Yes, reject']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(mockApp.store.get('paySafeApprovals', approval.id)?.status).toBe('pending');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await within(dialog).findByText('Transaction rejected')).toBeInTheDocument();
    expect(mockApp.store.get('paySafeApprovals', approval.id)?.status).toBe('rejected');
  });

  it('announces an approval that arrives while it is open, without turning Refresh or Done into a decision', async () => {
    await signInDemo();
    const { user, queryClient } = renderWithProviders(<PaySafeApprovalDialog open cardId={activeDebit().id} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'PaySafe approval' });
    expect(await within(dialog).findByText('No pending transaction')).toBeVisible();
    const actions = () =>
      within(within(dialog).getByTestId('paysafe-actions'))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(actions()).toEqual(['Refresh', 'Done']);
    const approval = await requestApproval();
    // The polling, a focus or the live event stream brings it in.
    await queryClient.invalidateQueries();
    expect(await within(dialog).findByText('New payment approval')).toBeVisible();
    expect(actions()).toEqual(['Review', 'Done']);
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    // Review shows it; where Review was, there is nothing to click.
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('Amazon Marketplace')).toBeVisible();
    expect(actions()).toEqual(['Reject', 'Approve']);
    expect(within(dialog).getByTestId('paysafe-actions').firstElementChild).toBeEmptyDOMElement();
    expect(mockApp.store.get('paySafeApprovals', approval.id)?.status).toBe('pending');
  });

  it('shows a failure with its message and Retry', async () => {
    await signInDemo();
    const approval = await requestApproval();
    mockApp.services.faults.add({ operationId: 'getPendingApproval', status: 503, body: { success: false, message: 'PaySafe is unavailable' }, times: 1 });
    mockApp.services.faults.add({ operationId: 'approveCardApproval', status: 503, body: { success: false, message: 'Processor timeout' }, times: 1 });
    const { user } = renderWithProviders(<PaySafeApprovalDialog open cardId={activeDebit().id} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'PaySafe approval' });
    expect(await within(dialog).findByText('Failed to load the pending transaction')).toBeInTheDocument();
    expect(within(dialog).getByText('PaySafe is unavailable')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Failed to approve the transaction')).toBeInTheDocument();
    expect(within(dialog).getByText('Processor timeout')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Transaction approved')).toBeInTheDocument();
    expect(mockApp.store.get('paySafeApprovals', approval.id)?.status).toBe('approved');
  });

  it('shows a reject failure with its message and Retry', async () => {
    await signInDemo();
    const approval = await requestApproval();
    mockApp.services.faults.add({ operationId: 'rejectCardApproval', status: 503, body: { success: false, message: 'Processor timeout' }, times: 1 });
    const { user } = renderWithProviders(<PaySafeApprovalDialog open cardId={activeDebit().id} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'PaySafe approval' });
    await user.click(await within(dialog).findByRole('button', { name: 'Reject' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await within(dialog).findByText('Failed to reject the transaction')).toBeInTheDocument();
    expect(within(dialog).getByText('Processor timeout')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Transaction rejected')).toBeInTheDocument();
    expect(mockApp.store.get('paySafeApprovals', approval.id)?.status).toBe('rejected');
  });

  it('counts down on the server’s clock, not the browser’s', async () => {
    // The server's clock an hour ahead of the browser's (signed in after the move: an hour idle would end the session).
    mockApp.clock.advance(3_600_000);
    await signInDemo();
    await requestApproval({ expiresInSeconds: 240 });
    renderWithProviders(<PaySafeApprovalDialog open cardId={activeDebit().id} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'PaySafe approval' });
    await within(dialog).findByText('Amazon Marketplace');
    await waitFor(() => expect(within(dialog).getByTestId('paysafe-countdown')).toHaveTextContent(/^0[34]:\d{2} MINS$/));
  });

  it('shows 00:00 MINS once the approval expired, without Approve or Reject; Refresh then clears it', async () => {
    await signInDemo();
    await requestApproval({ expiresInSeconds: 2 });
    const renderResult = renderWithProviders(<PaySafeApprovalDialog open cardId={activeDebit().id} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'PaySafe approval' });
    await within(dialog).findByRole('button', { name: 'Approve' });
    // Three seconds on, for the page and the server alike (both read the faked Date): past the expiry.
    vi.setSystemTime(new Date(Date.now() + 3_000));
    await waitFor(() => expect(within(dialog).getByTestId('paysafe-countdown')).toHaveTextContent('00:00 MINS'), { timeout: 3000 });
    expect(within(dialog).getByText('This transaction has expired.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    const { user } = renderResult;
    // The server no longer lists it: Refresh clears the expired approval, although the cache still held it.
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(await within(dialog).findByText('No pending transaction')).toBeInTheDocument();
    expect(within(dialog).queryByText('This transaction has expired.')).not.toBeInTheDocument();
  });
});

describe('PaySafeApprovalToastButton (spec 02 §2 header)', () => {
  it('says so when a pending approval expires undecided (the banner does not just go)', async () => {
    await signInDemo();
    await requestApproval({ expiresInSeconds: 60 });
    const { queryClient } = renderWithProviders(<PaySafeApprovalToastButton />);
    await screen.findByRole('alert', { name: 'PaySafe approval' });
    // The server's clock passes the expiry; the next read of the approvals finds none pending.
    mockApp.clock.advance(61_000);
    await queryClient.invalidateQueries();
    const notice = (await screen.findByText('PaySafe request expired')).closest('[data-toast-variant]');
    expect(notice).toHaveTextContent('The payment of $129.99 at Amazon Marketplace was not approved in time, so it was declined.');
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'PaySafe approval' })).not.toBeInTheDocument());
  });

  it('renders nothing without a pending approval', async () => {
    await signInDemo();
    const { container } = renderWithProviders(<PaySafeApprovalToastButton />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the toast of a pending approval, hides and shows it, and opens the approval', async () => {
    await signInDemo();
    await requestApproval();
    const { user } = renderWithProviders(<PaySafeApprovalToastButton />);
    const toast = await screen.findByRole('alert', { name: 'PaySafe approval' });
    expect(toast).toHaveTextContent('Payment approval required');
    expect(toast).toHaveTextContent(`Amazon Marketplace requests $129.99 on the card ending in ${activeDebit().lastFourDigits}.`);
    await user.click(screen.getByRole('button', { name: 'Hide PaySafe approval, 1 pending', pressed: true }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'PaySafe approval' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Show PaySafe approval, 1 pending' }));
    const shown = await screen.findByRole('alert', { name: 'PaySafe approval' });
    await user.click(within(shown).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'PaySafe approval' });
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Transaction approved')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /PaySafe approval/ })).not.toBeInTheDocument());
  });
});
