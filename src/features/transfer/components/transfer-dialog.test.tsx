import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { TransferDialog } from './transfer-dialog';

// The first render of a file waits for the session, balances and chains of a cold mock backend.
configure({ asyncUtilTimeout: 5000 });

async function signIn(email = 'demo@example.com', password = 'Demo-Passw0rd!') {
  await customFetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
}

const balancesOf = (email: string) => {
  const id = mockApp.store.find('users', (user) => user.email === email)?.id;
  return Object.fromEntries(mockApp.store.filter('accounts', (account) => account.userId === id).map((account) => [account.currency, { amount: account.balance }]));
};

function setup(onClose = vi.fn(), onBalancesChanged = vi.fn()) {
  const view = renderWithProviders(<TransferDialog open onClose={onClose} balances={balancesOf('demo@example.com')} onBalancesChanged={onBalancesChanged} />);
  return { ...view, onClose, onBalancesChanged };
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
    const { user, onClose, onBalancesChanged } = setup();
    await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '12.34');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Dinner');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const toast = (await screen.findByText('Transfer Successful')).closest('[role="status"]');
    expect(toast).toHaveTextContent('Transfer of 12.34 USDT to friend@example.com completed');
    expect(onClose).toHaveBeenCalled();
    expect(onBalancesChanged).toHaveBeenCalled();
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
    const { user, onClose, onBalancesChanged } = setup();
    await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Transfer Failed');
    expect(alert).toHaveTextContent('Ledger is busy, try again shortly');
    expect(onClose).not.toHaveBeenCalled();
    expect(onBalancesChanged).not.toHaveBeenCalled();
    expect(balancesOf('demo@example.com')['USDT']?.amount).toBe('2500');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('5');
  });
});
