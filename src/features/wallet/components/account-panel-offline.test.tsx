import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_SNAPSHOT_STORAGE_KEY, readOfflineSnapshot } from '@/lib/offline-snapshot';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { AccountPanel } from './account-panel';
import { signInDemo } from '@/testing/demo-user';

const NOT_CURRENT_OFFLINE = /^Last updated .+ — you're offline, so these balances may not be current\.$/;
const NOT_CURRENT_UNREACHABLE = /^Last updated .+ — we couldn't refresh, so these balances may not be current\.$/;

afterEach(() => onlineManager.setOnline(true));

const demo = () => mockApp.store.find('users', (user) => user.email === 'demo@example.com');

describe('AccountPanel offline (quality gate "offline")', () => {
  it('keeps the last known balances on this device: minimal and non-secret', async () => {
    await signInDemo();
    renderWithProviders(<AccountPanel />);
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$18,787.35');
    await waitFor(() => expect(readOfflineSnapshot()).not.toBeNull());
    const snapshot = readOfflineSnapshot();
    expect(snapshot).toMatchObject({ userId: demo()?.id, profileId: demo()?.profileId, displayName: 'Demo User' });
    expect(snapshot?.balances).toEqual({
      USD: { amount: '800' },
      USDT: { amount: '2500' },
      USDC: { amount: '1200' },
      LOOK: { amount: '50000' },
      ETH: { amount: '1.5' },
      BTC: { amount: '0.05' },
    });
    expect(snapshot?.usdRates).toMatchObject({ ETH: '3150.42', BTC: '91234.56' });
    expect(Date.now() - (snapshot?.fetchedAt ?? 0)).toBeLessThan(60_000);
    const stored = localStorage.getItem(OFFLINE_SNAPSHOT_STORAGE_KEY) ?? '';
    expect(stored).not.toMatch(/@|token|sid|password|card|cvv|address/i);
  });

  it('going offline keeps the balances on screen, marked as not current, until the connection returns', async () => {
    await signInDemo();
    renderWithProviders(<AccountPanel />);
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$18,787.35');
    expect(screen.queryByTestId('wallet-not-current')).not.toBeInTheDocument();
    expect(screen.getByText(/^Updated /)).toBeInTheDocument();

    onlineManager.setOnline(false);
    const marker = await screen.findByTestId('wallet-not-current');
    expect(marker).toHaveTextContent(NOT_CURRENT_OFFLINE);
    expect(marker.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('$18,787.35');
    expect(screen.getByTestId('wallet-total')).toHaveAccessibleDescription(NOT_CURRENT_OFFLINE);
    expect(screen.getByRole('button', { name: 'Top up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Withdrawal' })).toBeDisabled();

    onlineManager.setOnline(true);
    await waitFor(() => expect(screen.queryByTestId('wallet-not-current')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Top up' })).toBeEnabled();
    expect(screen.getByText(/^Updated /)).toBeInTheDocument();
  });

  it('a refresh that cannot reach the server keeps the balances, marked as not current', async () => {
    await signInDemo();
    const { user } = renderWithProviders(<AccountPanel />);
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$18,787.35');
    mockApp.services.faults.add({ operationId: 'getAccountBalance', drop: true });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByTestId('wallet-not-current')).toHaveTextContent(NOT_CURRENT_UNREACHABLE);
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('$18,787.35');
    expect(screen.queryByText('Failed to load balances')).not.toBeInTheDocument();

    mockApp.services.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByTestId('wallet-not-current')).not.toBeInTheDocument());
  });
});
