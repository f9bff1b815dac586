import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { listForeignChain } from '@/testing/backend-answers';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { DepositDialog } from './deposit-dialog';
import { depositAddressesFor } from '../../../../mock-server/testing';

const PASSWORDS: Record<string, string> = { 'demo@example.com': 'Demo-Passw0rd!', 'newcomer@example.com': 'Newcomer-Passw0rd!' };

async function signIn(email = 'demo@example.com') {
  await customFetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORDS[email] }) });
}

const userIdOf = (email: string) => mockApp.store.find('users', (user) => user.email === email)?.id ?? '';

function setup() {
  const view = renderWithProviders(<DepositDialog open onClose={vi.fn()} />);
  // What a completed order refreshes is the refresh table's row (balance.changed): the balances among it.
  const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
  const balancesRefreshed = () => invalidate.mock.calls.some(([filters]) => filters?.queryKey?.[0] === '/api/accounts/balance');
  return { ...view, balancesRefreshed };
}

type User = ReturnType<typeof setup>['user'];

async function choose(user: User, label: RegExp, option: RegExp | string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('DepositDialog — Direct Deposit (spec 01 §2, §9)', () => {
  it('defaults to USDT on Tron and shows the address, its QR code and the stablecoin minimum', async () => {
    await signIn();
    setup();
    const addresses = depositAddressesFor(userIdOf('demo@example.com'));
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(addresses.tron);
    expect(screen.getByRole('combobox', { name: /Network/ })).toHaveTextContent('Tron');
    expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveTextContent('USDT — Tether USD');
    expect(screen.getByRole('img', { name: 'QR code of the deposit address on Tron' })).toHaveAttribute('data-qr-value', addresses.tron);
    expect(screen.getByText('Minimum deposit: 10 USDT. Smaller deposits may not be credited.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy deposit address' })).toBeInTheDocument();
  });

  it('never offers a network of another family than Ethereum and Tron, even when the backend lists one first (spec 01 §9)', async () => {
    await signIn();
    const restore = listForeignChain('first');
    try {
      const { user } = setup();
      expect(await screen.findByTestId('deposit-address')).toHaveTextContent(depositAddressesFor(userIdOf('demo@example.com')).tron);
      await user.click(screen.getByRole('combobox', { name: /Network/ }));
      const options = within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toEqual(['Tron', 'Ethereum', 'Base', 'BSC', 'Optimism']);
    } finally {
      restore();
    }
  });

  it('switches to the Ethereum-family address, and hides the minimum for non-stablecoins', async () => {
    await signIn();
    const { user } = setup();
    await screen.findByTestId('deposit-address');
    await choose(user, /Network/, 'Base');
    const addresses = depositAddressesFor(userIdOf('demo@example.com'));
    await waitFor(() => expect(screen.getByTestId('deposit-address')).toHaveTextContent(addresses.ethereum));
    expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveTextContent('USDC');
    await choose(user, /Currency/, /^ETH/);
    expect(screen.queryByText(/Minimum deposit/)).not.toBeInTheDocument();
  });

  it('copies the address and confirms for 2 s', async () => {
    await signIn();
    const { user } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy deposit address' }));
    expect(writeText).toHaveBeenCalledWith(depositAddressesFor(userIdOf('demo@example.com')).tron);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy deposit address' })).toBeInTheDocument(), { timeout: 3000 });
  });

  it.each([
    [500, 'Error loading deposit information'],
    [503, 'Deposit service is temporarily unavailable'],
  ])('shows the deposit error for a %i', async (status, text) => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'getAccountAddresses', status, times: 1 });
    const { user } = setup();
    expect(await screen.findByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('deposit-address')).toBeInTheDocument();
  });

  it('says "Failed to load currencies. Please try again." when the currencies fail', async () => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'getCurrencies', status: 500, times: 1 });
    setup();
    expect(await screen.findByText('Failed to load currencies. Please try again.')).toBeInTheDocument();
  });

  it('offers only Direct Deposit when the on-ramp is not available, saying why where the Buy Crypto tab would be', async () => {
    await signIn('newcomer@example.com');
    setup();
    await screen.findByTestId('deposit-address');
    expect(screen.queryByRole('tab', { name: 'Buy Crypto' })).not.toBeInTheDocument();
    expect(screen.getByTestId('buy-crypto-unavailable')).toHaveTextContent('Buy Crypto is not available: Service not available in your region');
  });

  it('shows no such note to a user who can buy crypto', async () => {
    await signIn();
    setup();
    expect(await screen.findByRole('tab', { name: 'Buy Crypto' })).toBeInTheDocument();
    expect(screen.queryByTestId('buy-crypto-unavailable')).not.toBeInTheDocument();
  });
});

describe('DepositDialog — Buy Crypto (spec 01 §4, §8)', () => {
  async function openWidget(user: User) {
    await user.click(await screen.findByRole('tab', { name: 'Buy Crypto' }));
    await user.click(await screen.findByRole('button', { name: 'Buy with CardRamp' }));
    const frame = (await screen.findByTitle('CardRamp payment')) as HTMLIFrameElement;
    const origin = new URL(frame.src).origin;
    const sessionId = decodeURIComponent(new URL(frame.src).pathname.split('/').pop() ?? '');
    const post = (data: Record<string, unknown>, from = origin, source: MessageEventSource | null = frame.contentWindow) =>
      fireEvent(window, new MessageEvent('message', { data: { source: 'cardramp-widget', sessionId, ...data }, origin: from, source }));
    return { frame, sessionId, post };
  }

  it('shows the provider grid and the no-provider message for an unsupported selection', async () => {
    await signIn();
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Buy Crypto' }));
    expect(await screen.findByRole('button', { name: 'Buy with CardRamp' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Cryptocurrency/ })).toHaveTextContent('USDT');
    expect(screen.getByRole('combobox', { name: /Network/ })).toHaveTextContent('Tron');
    await choose(user, /Network/, 'Optimism');
    expect(await screen.findByText('No payment providers available for the selected currency and network.')).toBeInTheDocument();
  });

  it('embeds the widget (min 600 px), credits on completion and refreshes balances', async () => {
    await signIn();
    const { user, balancesRefreshed } = setup();
    const { frame, sessionId, post } = await openWidget(user);
    expect(frame).toHaveStyle({ minHeight: '600px' });
    expect(frame.src).toContain('theme=dark');
    expect(frame.src).toContain('lang=en');
    await post({ type: 'widget.ready' });
    await post({ type: 'transaction.created', orderId: 'LOOK-ABC' });
    expect(await screen.findByText('Order LOOK-ABC created')).toBeInTheDocument();
    // The page pays through the simulator; then it posts completed.
    const paid = await customFetch<{ data: Record<string, string> }>(`/api/simulator/onramp/orders/${sessionId}/complete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fiatAmount: '100.00' }),
    });
    await post({ type: 'transaction.completed', orderId: paid.data['orderId'], order: paid.data });
    // In the tab and in the toast.
    await waitFor(() => expect(screen.getAllByText('95.51 USDT has been credited to your account.')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Buy more' })).toBeInTheDocument();
    expect(balancesRefreshed()).toBe(true);
  });

  it('accepts messages only from the widget origin and frame', async () => {
    await signIn();
    const { user } = setup();
    const { post } = await openWidget(user);
    await post({ type: 'transaction.failed', error: { code: 'KYC_FAILED' } }, 'https://evil.example');
    await post({ type: 'transaction.failed', error: { code: 'KYC_FAILED' } }, undefined, window);
    expect(screen.queryByText('Identity verification required.')).not.toBeInTheDocument();
    expect(screen.getByTitle('CardRamp payment')).toBeInTheDocument();
  });

  it('offers no retry for a non-recoverable error', async () => {
    await signIn();
    const { user } = setup();
    const { post } = await openWidget(user);
    await post({ type: 'transaction.failed', error: { code: 'KYC_FAILED', message: 'KYC rejected' } });
    expect(await screen.findByText('Identity verification required.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to providers' }));
    expect(await screen.findByRole('button', { name: 'Buy with CardRamp' })).toBeInTheDocument();
  });

  it('retries a recoverable error up to 3 times', async () => {
    await signIn();
    const { user } = setup();
    let { post } = await openWidget(user);
    for (let attempt = 0; attempt < 3; attempt++) {
      await post({ type: 'transaction.failed', error: { code: 'USER_CANCELLED' } });
      expect(await screen.findByText('Transaction cancelled.')).toBeInTheDocument();
      expect(screen.getByText(`${3 - attempt} ${3 - attempt === 1 ? 'try' : 'tries'} left`)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      const frame = (await screen.findByTitle('CardRamp payment')) as HTMLIFrameElement;
      const origin = new URL(frame.src).origin;
      const sessionId = decodeURIComponent(new URL(frame.src).pathname.split('/').pop() ?? '');
      post = (data, from = origin, source = frame.contentWindow) => fireEvent(window, new MessageEvent('message', { data: { source: 'cardramp-widget', sessionId, ...data }, origin: from, source }));
    }
    await post({ type: 'transaction.failed', error: { code: 'USER_CANCELLED' } });
    expect(await screen.findByText('Transaction cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows "Widget error occurred. Please try again." for a failure without a catalogue code', async () => {
    await signIn();
    const { user } = setup();
    const { post } = await openWidget(user);
    await post({ type: 'transaction.failed', error: { code: 'SOMETHING_ELSE' } });
    expect(await screen.findByText('Widget error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('maps a failed session start to the catalogue and closes the widget on widget.closed', async () => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'createOnrampSession', status: 429, times: 1 });
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Buy Crypto' }));
    await user.click(await screen.findByRole('button', { name: 'Buy with CardRamp' }));
    expect(await screen.findByText('Too many requests, please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const frame = (await screen.findByTitle('CardRamp payment')) as HTMLIFrameElement;
    const sessionId = decodeURIComponent(new URL(frame.src).pathname.split('/').pop() ?? '');
    fireEvent(window, new MessageEvent('message', { data: { source: 'cardramp-widget', sessionId, type: 'widget.closed' }, origin: new URL(frame.src).origin, source: frame.contentWindow }));
    expect(await screen.findByRole('button', { name: 'Buy with CardRamp' })).toBeInTheDocument();
  });

  it('says "Failed to load payment providers. Please try again." when the providers fail', async () => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'getOnrampProviders', status: 500 });
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Buy Crypto' }));
    expect(await screen.findByText('Failed to load payment providers. Please try again.')).toBeInTheDocument();
  });
});
