import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { holdRequests } from '@/testing/hold-requests';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { AccountPanel } from './account-panel';
import { setWindowSize } from '@/testing/window-size';

const PASSWORDS: Record<string, string> = {
  'demo@example.com': 'Demo-Passw0rd!',
  'friend@example.com': 'Friend-Passw0rd!',
  'newcomer@example.com': 'Newcomer-Passw0rd!',
};

async function signIn(email = 'demo@example.com') {
  await customFetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORDS[email] }) });
}

const userIdOf = (email: string) => mockApp.store.find('users', (user) => user.email === email)?.id ?? '';

describe('AccountPanel (spec 02 §2 account overview card, §8)', () => {
  it('shows the total in USD, the updated time and the tokens with their display decimals', async () => {
    await signIn();
    renderWithProviders(<AccountPanel />);
    // 800 USD + 2500 USDT + 1200 USDC + 50000 LOOK × 0.1 + 1.5 ETH × 3150.42 + 0.05 BTC × 91234.56
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$18,787.35');
    // The tokens add up to $17,987.35: the rest is the USD balance, which the total names.
    expect(screen.getByTestId('wallet-usd-balance')).toHaveTextContent('Includes your USD balance of $800.00');
    expect(screen.getByText(/^Updated /)).toBeInTheDocument();
    const tokens = screen.getByRole('list', { name: 'Tokens' });
    const usdt = within(tokens).getByRole('listitem', { name: 'USDT' });
    expect(within(usdt).getByText('Tether USD')).toBeInTheDocument();
    expect(within(usdt).getByTestId('balance-USDT')).toHaveTextContent('2,500.00');
    expect(within(tokens).getByTestId('balance-BTC')).toHaveTextContent('0.05000000');
    expect(within(tokens).getByTestId('balance-ETH')).toHaveTextContent('1.500000');
    expect(within(tokens).getByTestId('balance-LOOK')).toHaveTextContent('50,000.0000');
    expect(within(tokens).getByRole('listitem', { name: 'LOOK' })).toHaveTextContent('$LOOK');
    expect(within(tokens).queryByRole('listitem', { name: 'USD' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Top up' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Withdrawal' })).toBeEnabled();
  });

  it('falls back to the spec rates when a rate cannot be read', async () => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'getExchangeRate', status: 500 });
    renderWithProviders(<AccountPanel />);
    // 800 + 2500 + 1200 + 5000 + 1.5 + 0.05 (fallback: USDT, USDC 1; LOOK 0.1; others 1)
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$9,501.55');
  });

  it('hides Withdrawal when it is not available for the user, and says why where the button would be', async () => {
    await signIn('friend@example.com');
    renderWithProviders(<AccountPanel />);
    await screen.findByTestId('wallet-total');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdrawal' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeInTheDocument();
    // The server's reason (friend@example.com is seeded without withdrawal), kept as spec 01 §6 says.
    expect(await screen.findByTestId('withdrawal-unavailable')).toHaveTextContent('Withdrawal is not available: Withdrawals are disabled until your identity is verified');
  });

  it('says why withdrawal is off when its check fails', async () => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'getWithdrawalAvailability', status: 503 });
    renderWithProviders(<AccountPanel />, { locale: 'zh-TW' });
    // The zh-TW catalogue loads on demand: wait for the text itself, not only for the element (English until then).
    await waitFor(() => expect(screen.getByTestId('withdrawal-unavailable')).toHaveTextContent('暫時無法提領：'));
  });

  it('shows Withdrawal disabled with "Checking..." while availability is checked', async () => {
    await signIn();
    const held = holdRequests('/withdrawal-availability');
    try {
      const { user } = renderWithProviders(<AccountPanel />);
      const button = await screen.findByRole('button', { name: 'Withdrawal' });
      expect(button).toBeDisabled();
      await user.hover(button.parentElement as HTMLElement);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Checking...');
      held.release();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Withdrawal' })).toBeEnabled());
    } finally {
      held.restore();
    }
  });

  it('shows the error text with Try Again when balances fail, and recovers', async () => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'getAccountBalance', status: 500, body: { success: false, message: 'Balance service is down' }, times: 1 });
    const { user } = renderWithProviders(<AccountPanel />);
    expect(await screen.findByText('Balance service is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('wallet-total')).toBeInTheDocument();
  });

  it('says "No available accounts" without accounts and "No crypto currencies available" with only USD', async () => {
    await signIn('newcomer@example.com');
    const id = userIdOf('newcomer@example.com');
    for (const account of mockApp.store.filter('accounts', (record) => record.userId === id && record.currency !== 'USD')) mockApp.store.delete('accounts', account.id);
    const first = renderWithProviders(<AccountPanel />);
    expect(await screen.findByText('No crypto currencies available')).toBeInTheDocument();
    first.unmount();
    for (const account of mockApp.store.filter('accounts', (record) => record.userId === id)) mockApp.store.delete('accounts', account.id);
    renderWithProviders(<AccountPanel />);
    expect(await screen.findByText('No available accounts')).toBeInTheDocument();
  });

  it('lists activity newest first, expands a row and loads more', async () => {
    await signIn();
    const { user } = renderWithProviders(<AccountPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Activity' }));
    const list = await screen.findByRole('list', { name: 'Activity' });
    const rows = within(list).getAllByRole('button', { expanded: false });
    expect(rows).toHaveLength(10);
    await user.click(rows[0] as HTMLElement);
    expect(rows[0]).toHaveAttribute('aria-expanded', 'true');
    expect(await within(list).findByText('Transaction ID')).toBeInTheDocument();
    expect(within(list).getByText('Withdrawal', { selector: 'dd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('button', { expanded: false }).length).toBe(19));
  });

  it.each([
    ['en', /^[A-Z][a-z]{2} \d{1,2}, \d{4},$/, /^\d{1,2}:\d{2}[\s\u202f][AP]M$/],
    ['zh-CN', /^\d{4}年\d{1,2}月\d{1,2}日$/, /^\d{1,2}:\d{2}$/],
    ['zh-TW', /^\d{4}年\d{1,2}月\d{1,2}日$/, /^(上午|下午|中午|凌晨|清晨|早上|晚上|半夜)\d{1,2}:\d{2}$/],
  ] as const)('shows the whole date and time of each activity row in %s, wrapping on a phone rather than cutting it', async (locale, datePattern, timePattern) => {
    setWindowSize(390);
    await signIn();
    const { user } = renderWithProviders(<AccountPanel />, { locale });
    await user.click(await screen.findByRole('tab', { name: locale === 'en' ? 'Activity' : locale === 'zh-CN' ? '动态' : '動態' }));
    const whens = await screen.findAllByTestId('activity-when');
    for (const when of whens) {
      // No ellipsis: the line may break, between the date and the time, each of which stays whole.
      expect(getComputedStyle(when).textOverflow).not.toBe('ellipsis');
      expect(getComputedStyle(when).whiteSpace).not.toBe('nowrap');
      const [date, time] = [...when.children] as HTMLElement[];
      expect(date?.textContent).toMatch(datePattern);
      expect(time?.textContent).toMatch(timePattern);
      for (const part of [date, time]) expect(getComputedStyle(part as HTMLElement).whiteSpace).toBe('nowrap');
    }
  });

  it('shows the activity error with a refresh button, and the empty message', async () => {
    await signIn('newcomer@example.com');
    mockApp.services.faults.add({ operationId: 'listAccountTransactions', status: 500, body: { success: false, message: 'Ledger unavailable' }, times: 1 });
    const { user } = renderWithProviders(<AccountPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Ledger unavailable')).toBeInTheDocument();
    const id = userIdOf('newcomer@example.com');
    for (const tx of mockApp.store.filter('accountTransactions', (record) => record.userId === id)) mockApp.store.delete('accountTransactions', tx.id);
    const alert = screen.getByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('opens on the activity its filter in the address names, filtered by the server, with Export CSV of the same filter', async () => {
    await signIn();
    const id = userIdOf('demo@example.com');
    const expected = mockApp.store.filter('accountTransactions', (tx) => tx.userId === id && tx.type === 'DEBIT' && tx.currency === 'USDT');
    expect(expected.length).toBeGreaterThan(0);
    renderWithProviders(<AccountPanel />, { place: { actType: 'DEBIT', actCurrency: 'USDT' } });
    expect(await screen.findByRole('tab', { name: 'Activity', selected: true })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Activity' });
    await waitFor(() => expect(within(list).getAllByRole('button', { expanded: false })).toHaveLength(Math.min(10, expected.length)));
    for (const row of within(list).getAllByTestId('activity-amount')) expect(row).toHaveTextContent(/^−.* USDT$/);
    expect(screen.getByText(`${expected.length} ${expected.length === 1 ? 'match' : 'matches'}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/transactions/accounts/export?type=DEBIT&currency=USDT');
    expect(within(await screen.findByRole('list', { name: 'Active filters' })).getByRole('button', { name: 'Remove filter Type: Debit' })).toBeInTheDocument();
  });
});
