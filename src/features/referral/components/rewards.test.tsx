import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import type { User } from '@contract-kit/model';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { RewardsDialog } from './rewards-dialog';
import { RewardsDropdown } from './rewards-dropdown';
import { RewardsPanel } from './rewards-panel';

let me: User;
beforeEach(async () => {
  me = (await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' })).user;
});
afterEach(() => vi.restoreAllMocks());

const referralCalls = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/api/referral/code')).length;
const serverCode = () => mockApp.store.find('users', (user) => user.email === 'demo@example.com')?.referralCode ?? '';

/**
 * Times the requests for the code from a moment the test marks (the dialog's opening, the press that opens the
 * dropdown), so that a busy machine only delays them and never makes an early one look late or a late one early.
 */
function timeReferralRequests() {
  const original = globalThis.fetch;
  const sentAt: number[] = [];
  let from = 0;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('/api/referral/code')) sentAt.push(performance.now() - from);
    return original(input, init);
  });
  return { spy, sentAt, mark: () => (from = performance.now()) };
}

describe('rewards (spec 02 §2 rewards dialog, §4 Referral)', () => {
  it('fetches the code 150 ms after the dialog opens and shows statistics of 0 referrals and 0 LOOK', async () => {
    const { spy: fetchSpy, sentAt, mark } = timeReferralRequests();
    mark();
    renderWithProviders(<RewardsDialog open onClose={() => undefined} userId={me.id} />);
    const dialog = screen.getByRole('dialog', { name: 'Rewards' });
    await waitFor(() => expect(within(dialog).getByTestId('referral-code')).toHaveTextContent(serverCode()));
    expect(referralCalls(fetchSpy)).toBe(1);
    expect(sentAt[0]).toBeGreaterThanOrEqual(150);
    expect(within(dialog).getByText('Referrals').nextElementSibling).toHaveTextContent(/^0$/);
    expect(within(dialog).getByText('LOOK earned').nextElementSibling).toHaveTextContent('0 LOOK');
  });

  it('fetches 100 ms after the dropdown opens', async () => {
    // Timed from the press: on a busy machine the press itself can outlast the 100 ms.
    const { spy: fetchSpy, sentAt, mark } = timeReferralRequests();
    const { user } = renderWithProviders(<RewardsDropdown userId={me.id} />);
    mark();
    await user.click(screen.getByRole('button', { name: 'Rewards' }));
    const popover = await screen.findByRole('dialog', { name: 'Rewards' });
    await waitFor(() => expect(within(popover).getByTestId('referral-code')).toHaveTextContent(serverCode()));
    expect(referralCalls(fetchSpy)).toBe(1);
    expect(sentAt[0]).toBeGreaterThanOrEqual(100);
    await user.click(within(popover).getByRole('button', { name: 'View rewards' }));
    expect(await screen.findByRole('dialog', { name: 'Rewards' })).toBeInTheDocument();
  });

  it('falls back to the local code on failure and shows a toast when a manual refresh fails', async () => {
    mockApp.services.faults.add({ operationId: 'getReferralCode', status: 500 });
    const { user } = renderWithProviders(<RewardsPanel userId="7d4e1b2a-9c3f-4a58-b6e0-2f1d8c7a5e93" />);
    await waitFor(() => expect(screen.getByTestId('referral-code')).toHaveTextContent('LOOK7A5E93'), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Could not refresh your referral code', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('referral-code')).toHaveTextContent('LOOK7A5E93');
  });

  it('gives a guest LOOKGUEST1 without asking the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<RewardsPanel userId={null} />);
    expect(screen.getByTestId('referral-code')).toHaveTextContent('LOOKGUEST1');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(referralCalls(fetchSpy)).toBe(0);
  });
});
