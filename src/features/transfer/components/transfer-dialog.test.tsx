import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { getGetAccountBalanceQueryKey } from '@/api/generated/endpoints/accounts/accounts';
import { holdRequests } from '@/testing/hold-requests';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { TransferDialog } from './transfer-dialog';
import { fill } from '@/testing/fill';

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

/** From the form to the review (the form's button), then sends from the review (its button names the amount). */
async function reviewAndSend(user: ReturnType<typeof setup>['user'], amount: RegExp | string = /^Send /) {
  await user.click(screen.getByRole('button', { name: 'Review' }));
  await user.click(await screen.findByRole('button', { name: amount }));
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
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Tether USD (USDT) — 2,500.00', 'USD Coin (USDC) — 1,200.00', 'LOOK token (LOOK) — 50,000.0000', 'Ethereum (ETH) — 1.500000', 'Bitcoin (BTC) — 0.05000000']);
  });

  it('validates the e-mail, the amount and the balance', async () => {
    await signIn();
    const { user } = setup();
    await fill(user, screen.getByRole('textbox', { name: /Recipient email/ }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '2500.01');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Insufficient balance')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Recipient email/ }));
    await fill(user, screen.getByRole('textbox', { name: /Recipient email/ }), 'demo@example.com');
    expect(await screen.findByText('You cannot transfer to yourself')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '0');
    expect(await screen.findByText('Please enter an amount greater than 0')).toBeInTheDocument();
  });

  it('sends the transfer, shows data.message and refreshes the balances', async () => {
    await signIn();
    const { user, onClose, isBalanceRefreshed } = setup();
    await fill(user, screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '12.34');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Dinner');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    // The review: what leaves, to whom, the fee and what arrives, before anything is sent.
    const review = screen.getByText('You send').closest('dl') as HTMLElement;
    expect(
      within(review)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['You send', 'To', 'Fee', 'They receive', 'Description']);
    expect(
      within(review)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['12.34 USDT', 'friend@example.com', 'None (transfers between LookCard users are free)', '12.34 USDT', 'Dinner']);
    expect(balancesOf('demo@example.com')['USDT']?.amount).toBe('2500');
    await user.click(screen.getByRole('button', { name: 'Send 12.34 USDT' }));
    const toast = (await screen.findByText('Transfer Successful')).closest('[role="status"]');
    expect(toast).toHaveTextContent('Transfer of 12.34 USDT to friend@example.com completed');
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(isBalanceRefreshed()).toBe(true));
    expect(balancesOf('demo@example.com')['USDT']?.amount).toBe('2487.66');
  });

  it('marks an unknown recipient at its field (not in a toast), with the focus there and the input kept', async () => {
    await signIn();
    const { user, onClose } = setup();
    await fill(user, screen.getByRole('textbox', { name: /Recipient email/ }), 'nobody@example.com');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5');
    await reviewAndSend(user);
    const field = await screen.findByRole('textbox', { name: /Recipient email/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription('No LookCard account uses this email address'));
    expect(field).toBeInvalid();
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('nobody@example.com');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens clean: the focus in the recipient field and nothing red until the user has typed', async () => {
    await signIn();
    const { user } = setup();
    const field = screen.getByRole('textbox', { name: /Recipient email/ });
    await waitFor(() => expect(field).toHaveFocus());
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('reads 1,000 as a thousand and sends a thousand (en-US grouping), never 1', async () => {
    await signIn();
    const { user } = setup();
    await fill(user, screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1,000');
    await reviewAndSend(user, 'Send 1,000.00 USDT');
    expect(await screen.findByText('Transfer Successful')).toBeInTheDocument();
    expect(balancesOf('demo@example.com')['USDT']?.amount).toBe('1500');
  });

  it('refuses 12.345 USDT (USDT is shown with 2 decimals), and Max fills what can be shown', async () => {
    await signIn();
    const demo = mockApp.store.find('accounts', (account) => account.currency === 'USDT' && account.userId === mockApp.store.find('users', (candidate) => candidate.email === 'demo@example.com')?.id);
    if (demo) mockApp.store.put('accounts', { ...demo, balance: '2487.655' });
    const { user } = setup();
    await fill(user, screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '12.345');
    expect(amount).toHaveAccessibleDescription('USDT amounts have at most 2 decimals');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.queryByRole('button', { name: /^Send / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(amount).toHaveValue('2487.65');
    expect(amount).toHaveAccessibleDescription('Available: 2,487.65 USDT');
  });

  it('Max fills a balance as the list shows it (LOOK with 4 decimals), and the server takes all of it', async () => {
    await signIn();
    const { user } = setup();
    await fill(user, screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    await user.click(screen.getByRole('combobox', { name: /Currency/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'LOOK token (LOOK) — 50,000.0000' }));
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(amount).toHaveValue('50000.0000');
    await reviewAndSend(user, 'Send 50,000.0000 LOOK');
    expect(await screen.findByText('Transfer Successful')).toBeInTheDocument();
    expect(balancesOf('demo@example.com')['LOOK']?.amount).toBe('0');
  });

  it('shows "Transfer Failed" when the transfer service fails, and the balances stay', async () => {
    await signIn();
    mockApp.services.faults.add({ operationId: 'transferFunds', status: 503, body: { success: false, message: 'Ledger is busy, try again shortly' }, times: 1 });
    const { user, onClose } = setup();
    await fill(user, screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5');
    await reviewAndSend(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Transfer Failed');
    // Said as the user needs it: the money did not move (not the server's words).
    expect(alert).toHaveTextContent('The transfer did not go through: no money left your account. Please try again.');
    expect(onClose).not.toHaveBeenCalled();
    expect(balancesOf('demo@example.com')['USDT']?.amount).toBe('2500');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('5');
  });

  it('refuses an address the server would refuse (a@b.c) in the form, and never shows a validator text', async () => {
    await signIn();
    const { user } = setup();
    const before = balancesOf('demo@example.com')['USDT']?.amount;
    await fill(user, screen.getByRole('textbox', { name: /Recipient email/ }), 'a@b.c');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(balancesOf('demo@example.com')['USDT']?.amount).toBe(before);

    // Should the server still refuse the request's shape, the field says why in the form's words.
    await user.clear(screen.getByRole('textbox', { name: /Recipient email/ }));
    await fill(user, screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    mockApp.services.faults.add({
      operationId: 'transferFunds',
      status: 400,
      body: {
        success: false,
        message: 'Invalid request: body.destinationEmail: Invalid email address',
        code: 'ValidationError',
        issues: [{ path: 'body.destinationEmail', message: 'Invalid email address' }],
      },
      times: 1,
    });
    await reviewAndSend(user);
    // Said at the field, in the form's words, and not again in a toast.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Recipient email/ })).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
      await fill(user, screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
      await user.type(screen.getByRole('textbox', { name: /Amount/ }), '7');
      await reviewAndSend(user);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      held.release();

      const toast = (await screen.findByText('Transfer Successful')).closest('[role="status"]');
      expect(toast).toHaveTextContent('Transfer of 7.00 USDT to friend@example.com completed');
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
      await fill(user, screen.getByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
      await user.type(screen.getByRole('textbox', { name: /Amount/ }), '3');
      await reviewAndSend(user);
      expect(await screen.findByText('Transfer Successful')).toBeInTheDocument();
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(balancesOf('demo@example.com')['USDT']?.amount).toBe('2497');
      expect(mockApp.store.list('idempotencyKeys')).toEqual([expect.objectContaining({ operationId: 'transferFunds', status: 200 })]);

      // A second press of the button is a new submission with a new key, and a second transfer.
      await user.click(screen.getByRole('button', { name: 'Send 3.00 USDT' }));
      await waitFor(() => expect(balancesOf('demo@example.com')['USDT']?.amount).toBe('2494'));
      expect(keys).toHaveLength(3);
      expect(keys[2]).not.toBe(keys[0]);
    } finally {
      spy.mockRestore();
    }
  });
});
