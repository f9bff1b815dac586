import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_SNAPSHOT_STORAGE_KEY, readOfflineSnapshot, saveOfflineSnapshot, type OfflineSnapshot } from '@/lib/offline-snapshot';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { SessionGate } from './session-gate';
import { signInDemo } from '@/testing/demo-user';
import { fill } from '@/testing/fill';

const OFFLINE_TEXT = "You're offline. Nothing was sent — your entries are kept; try again when you're back online.";
const NOT_CURRENT_OFFLINE = /^Last updated .+ — you're offline, so these balances may not be current\.$/;
const NOT_CURRENT_UNREACHABLE = /^Last updated .+ — we couldn't refresh, so these balances may not be current\.$/;

afterEach(() => onlineManager.setOnline(true));

// The offline frame, the signed-in app and the dialogs are lazy chunks: transform them once up front (as a browser
// would have them precached) so the journeys' timeouts measure the app, not the test's bundler.
beforeAll(async () => {
  await Promise.all([import('./session-gate-offline'), import('./layout/dashboard-page'), import('./dialogs/dialogs')]);
}, 60_000);

const demo = () => {
  const user = mockApp.store.find('users', (candidate) => candidate.email === 'demo@example.com');
  if (!user) throw new Error('no demo user');
  return user;
};

/** Last known balances of the demo user: 100 USDT + 2 ETH × 1000 + 5 USD = $2,105.00. */
const demoSnapshot = (overrides: Partial<OfflineSnapshot> = {}): OfflineSnapshot => ({
  userId: demo().id,
  profileId: demo().profileId,
  displayName: 'Demo User',
  balances: { USDT: { amount: '100' }, ETH: { amount: '2' }, USD: { amount: '5' } },
  usdRates: { USDT: '1', ETH: '1000' },
  fetchedAt: Date.now() - 60 * 60 * 1000,
  ...overrides,
});

const marker = () => screen.getByTestId('wallet-not-current');

describe('SessionGate offline (quality gate "offline")', { timeout: 45_000 }, () => {
  it('opened offline with a snapshot: the read-only frame with the last known balances marked as not current', async () => {
    await signInDemo();
    saveOfflineSnapshot(demoSnapshot());
    onlineManager.setOnline(false);
    renderWithProviders(<SessionGate />, { hasDialogHost: false });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Good (morning|afternoon|evening), Demo User/)).toBeInTheDocument();
    expect(screen.getByText(/^You're offline\. This is what was last loaded on this device/)).toBeInTheDocument();
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$2,105.00');
    expect(marker()).toHaveTextContent(NOT_CURRENT_OFFLINE);
    // The marker sits in a live region and describes the total.
    expect(marker().closest('[role="status"]')).not.toBeNull();
    expect(screen.getByTestId('wallet-total')).toHaveAccessibleDescription(NOT_CURRENT_OFFLINE);
    const tokens = screen.getByRole('list', { name: 'Tokens' });
    expect(within(tokens).getByTestId('balance-USDT')).toHaveTextContent('100.00');
    expect(within(tokens).getByTestId('balance-ETH')).toHaveTextContent('2.000000');
    // What needs the network waits for it (and says so); Transfer opens, and its form explains offline.
    expect(screen.getByRole('button', { name: 'Top up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Withdrawal' })).toBeDisabled();
    expect(screen.getAllByText("Available when you're back online").length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeEnabled();

    // The connection returns: the session is checked again and the real dashboard replaces the snapshot.
    onlineManager.setOnline(true);
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('$18,787.35'), { timeout: 15_000 });
    expect(screen.queryByTestId('wallet-not-current')).not.toBeInTheDocument();
    expect(screen.getByText(/^Updated /)).toBeInTheDocument();
    // …and the snapshot now holds the fresh balances.
    await waitFor(() => expect(readOfflineSnapshot()?.balances['USDT']?.amount).toBe('2500'));
  });

  it('opened offline with a snapshot: Transfer keeps its input and explains that nothing was sent', async () => {
    saveOfflineSnapshot(demoSnapshot());
    onlineManager.setOnline(false);
    const { user } = renderWithProviders(<SessionGate />, { hasDialogHost: false });
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    await fill(user, await screen.findByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Send 10.00 USDT' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /Recipient email/ })).toHaveValue('friend@example.com');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('10');
  });

  it('opened offline without a snapshot: the sign-in form, whose submit keeps the input and explains', async () => {
    onlineManager.setOnline(false);
    const { user } = renderWithProviders(<SessionGate />, { hasDialogHost: false });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Demo-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@example.com');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('Demo-Passw0rd!');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('back online with the session gone: the sign-in form, and the snapshot is deleted', async () => {
    saveOfflineSnapshot(demoSnapshot());
    onlineManager.setOnline(false);
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    expect(await screen.findByTestId('wallet-not-current')).toBeInTheDocument();
    onlineManager.setOnline(true);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(OFFLINE_SNAPSHOT_STORAGE_KEY)).toBeNull());
  });

  it('a session check that cannot reach the server shows the snapshot marked "couldn\'t refresh"', async () => {
    saveOfflineSnapshot(demoSnapshot());
    mockApp.services.faults.add({ operationId: 'getSession', drop: true });
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$2,105.00');
    expect(marker()).toHaveTextContent(NOT_CURRENT_UNREACHABLE);
  });

  it("another user's snapshot is removed when a different user is signed in", async () => {
    saveOfflineSnapshot(demoSnapshot({ userId: 'someone-else', profileId: 'profile-else', displayName: 'Someone Else' }));
    await signInDemo();
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(/Someone Else/)).not.toBeInTheDocument();
    await waitFor(() => expect(readOfflineSnapshot()?.userId).toBe(demo().id));
  });

  it('a snapshot is never used while the session can be checked (a signed-out answer wins)', async () => {
    saveOfflineSnapshot(demoSnapshot());
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-total')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(OFFLINE_SNAPSHOT_STORAGE_KEY)).toBeNull());
  });
});
