import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { getGetAccountBalanceQueryKey } from '@/api/generated/endpoints/accounts/accounts';
import { holdRequests } from '@/testing/hold-requests';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { TransferDialog } from './transfer-dialog';


async function signIn(email = 'demo@example.com', password = 'Demo-Passw0rd!') {
  await customFetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
}

const balancesOf = (email: string) => {
  const id = mockApp.store.find('users', (user) => user.email === email)?.id;
  return Object.fromEntries(mockApp.store.filter('accounts', (account) => account.userId === id).map((account) => [account.currency, { amount: account.balance }]));
};

/** The dialog with the balances query the account card shows (which a transfer must refresh). */
function setup(onClose = vi.fn()) {
  const view = renderWithProviders(<TransferDialog open onClose={onClose} balances={balancesOf('demo@example.com')} />);
  const balanceKey = getGetAccountBalanceQueryKey({ profileId: 'demo' });
  view.queryClient.setQueryData(balanceKey, { success: true, balances: balancesOf('demo@example.com'), updatedAt: new Date().toISOString() });
  const isBalanceRefreshed = () => view.queryClient.getQueryState(balanceKey)?.isInvalidated === true;
  return { ...view, onClose, isBalanceRefreshed };
}

/** The account card's way of showing the dialog: it is unmounted when closed. */
function ClosableTransfer() {
  const [isOpen, setOpen] = useState(true);
  return isOpen ? <TransferDialog open onClose={() => setOpen(false)} balances={balancesOf('demo@example.com')} /> : null;
}

describe('TransferDialog (spec 01 §5 Transfer)', () => {
  it('offers only currencies with a positive balance, never USD, with the spec labels', async () => {
    await signIn();
    const { user } = setup();
    await user.click(screen.getByRole('combobox', { name: /Currency/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Tether USD (USDT) — 2,500.00', 'USD Coin (USDC) — 1,200.00', 'LOOK token (LOOK) — 50,000.0000', 'Ethereum (ETH) — 1.500000', 'Bitcoin (BTC) — 0.05000000']);
  });

  it('validates the e-mail, the amount and the balance', async () => {
    await signIn();
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '2500.01');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Insufficient balance')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Recipient email/ }));
    await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'demo@example.com');
    expect(await screen.findByText('You cannot transfer to yourself')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '0');
    expect(await screen.findByText('Please enter an amount greater than 0')).toBeInTheDocument();
  });

  it('sends the transfer, shows data.message and refreshes the balances', async () => {
    await signIn();
    const { user, onClose, isBalanceRefreshed } = setup();
    await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '12.34');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Dinner');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const toast = (await screen.findByText('Transfer Successful')).closest('[role="status"]');
    expect(toast).toHaveTextContent('Transfer of 12.34 USDT to friend@example.com completed');
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(isBalanceRefreshed()).toBe(true));
    expect(balancesOf('demo@example.com')['USDT']?.amount).toBe('2487.66');
  });

  it('shows "Transfer Failed" with the server message and keeps the input', async () => {
    await signIn();
    const { user, onClose } = setup();
    await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'nobody@example.com');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Transfer Failed');
    expect(alert).toHaveTextContent('Recipient not found');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Recipient email/ })).toHaveValue('nobody@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });

  it('shows "Transfer Failed" when the transfer service fails, and the balances stay', async () => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'transferFunds', status: 503, body: { success: false, message: 'Ledger is busy, try again shortly' }, times: 1 });
    const { user, onClose } = setup();
    await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Transfer Failed');
    expect(alert).toHaveTextContent('Ledger is busy, try again shortly');
    expect(onClose).not.toHaveBeenCalled();
    expect(balancesOf('demo@example.com')['USDT']?.amount).toBe('2500');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('5');
  });

  it('refuses an address the server would refuse (a@b.c) in the form, and never shows a validator text', async () => {
    await signIn();
    const { user } = setup();
    const before = balancesOf('demo@example.com')['USDT']?.amount;
    await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'a@b.c');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(balancesOf('demo@example.com')['USDT']?.amount).toBe(before);

    // Should the server still refuse the request's shape, the field says why in the form's words.
    await user.clear(screen.getByRole('textbox', { name: /Recipient email/ }));
    await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    mockApp.services.faults.add({
      operationId: 'transferFunds',
      status: 400,
      body: { success: false, message: 'Invalid request: body.destinationEmail: Invalid email address', code: 'ValidationError', issues: [{ path: 'body.destinationEmail', message: 'Invalid email address' }] },
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Transfer Failed');
    expect(toast).toHaveTextContent('Some of the details were not accepted. Please check them and try again.');
    expect(screen.getByRole('textbox', { name: /Recipient email/ })).toHaveAccessibleDescription('Please enter a valid email address');
    expect(document.body).not.toHaveTextContent(/Invalid request|body\.destinationEmail|Invalid email address/);
  });

  it('closed while the transfer runs: the outcome toast still shows and the balances are refreshed', async () => {
    await signIn();
    // The transfer's answer is held until the dialog has closed.
    const held = holdRequests('/api/accounts/transfer', 'POST');
    try {
      const { user, queryClient } = renderWithProviders(<ClosableTransfer />);
      const balanceKey = getGetAccountBalanceQueryKey({ profileId: 'demo' });
      queryClient.setQueryData(balanceKey, { success: true, balances: balancesOf('demo@example.com'), updatedAt: new Date().toISOString() });
      await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
      await user.type(screen.getByRole('textbox', { name: /Amount/ }), '7');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      held.release();

      const toast = (await screen.findByText('Transfer Successful')).closest('[role="status"]');
      expect(toast).toHaveTextContent('Transfer of 7 USDT to friend@example.com completed');
      await waitFor(() => expect(queryClient.getQueryState(balanceKey)?.isInvalidated).toBe(true));
      expect(balancesOf('demo@example.com')['USDT']?.amount).toBe('2493');
    } finally {
      held.restore();
    }
  });

  it('sends one Idempotency-Key per press, and the same key again when it retries a dropped connection', async () => {
    await signIn();
    const realFetch = globalThis.fetch;
    const keys: (string | null)[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input).endsWith('/api/accounts/transfer')) keys.push(new Headers(init?.headers).get('Idempotency-Key'));
      return realFetch(input, init);
    });
    try {
      const { user } = setup();
      // The first attempt never arrives (a dropped connection): retried with the same key, it goes through once.
      mockApp.services.faults.add({ operationId: 'transferFunds', drop: true, times: 1 });
      await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
      await user.type(screen.getByRole('textbox', { name: /Amount/ }), '3');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Transfer Successful')).toBeInTheDocument();
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(balancesOf('demo@example.com')['USDT']?.amount).toBe('2497');
      expect(mockApp.store.list('idempotencyKeys')).toEqual([expect.objectContaining({ operationId: 'transferFunds', status: 200 })]);

      // A second press of the button is a new submission with a new key, and a second transfer.
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(balancesOf('demo@example.com')['USDT']?.amount).toBe('2494'));
      expect(keys).toHaveLength(3);
      expect(keys[2]).not.toBe(keys[0]);
    } finally {
      spy.mockRestore();
    }
  });
});
