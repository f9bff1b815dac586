import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransferDialog } from '@/features/transfer/components/transfer-dialog';
import { WithdrawalDialog } from '@/features/withdrawal/components/withdrawal-dialog';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { signInDemo } from '@/testing/demo-user';
import { fill } from '@/testing/fill';

const OFFLINE_TEXT = "You're offline. Nothing was sent — your entries are kept; try again when you're back online.";
const TRON_DEST = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

afterEach(() => onlineManager.setOnline(true));

const userId = (email: string) => mockApp.store.find('users', (user) => user.email === email)?.id;
const balancesOf = (email: string) =>
  Object.fromEntries(mockApp.store.filter('accounts', (account) => account.userId === userId(email)).map((account) => [account.currency, { amount: account.balance }]));
const usdtOf = (email: string) => balancesOf(email)['USDT']?.amount;

describe('a form submitted offline (quality gate "offline")', () => {
  it('Transfer: sends nothing, keeps every entry and says why in the form', async () => {
    await signInDemo();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<TransferDialog open onClose={onClose} balances={balancesOf('demo@example.com')} />);
    await fill(user, await screen.findByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '12.34');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Dinner');
    const before = { demo: usdtOf('demo@example.com'), friend: usdtOf('friend@example.com') };

    onlineManager.setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Send 12.34 USDT' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(OFFLINE_TEXT);
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toBe(alert);
    // No spinner left running, no "Transfer Failed" toast, the dialog stays, nothing moved.
    expect(screen.getByRole('button', { name: 'Send 12.34 USDT' })).toBeEnabled();
    expect(screen.queryByText('Transfer Failed')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect({ demo: usdtOf('demo@example.com'), friend: usdtOf('friend@example.com') }).toEqual(before);
    // Every entry is kept.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /Recipient email/ })).toHaveValue('friend@example.com');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('12.34');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Dinner');

    // Back online, the same entries go through.
    onlineManager.setOnline(true);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Send 12.34 USDT' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(usdtOf('friend@example.com')).not.toBe(before.friend);
  });

  it('Transfer: a connection lost under way is not called "nothing was sent" (it may have arrived)', async () => {
    await signInDemo();
    const { user } = renderWithProviders(<TransferDialog open onClose={vi.fn()} balances={balancesOf('demo@example.com')} />);
    await fill(user, await screen.findByRole('textbox', { name: /Recipient email/ }), 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5');
    // Every attempt is lost (the submission is retried with its Idempotency-Key before it fails).
    mockApp.services.faults.add({ operationId: 'transferFunds', drop: true });
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Send 5.00 USDT' }));
    expect(await screen.findByText('Transfer Failed')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /Recipient email/ })).toHaveValue('friend@example.com');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('5');
  });

  it('Withdrawal: sends nothing, keeps every entry and says why in the form', async () => {
    await signInDemo();
    const { user } = renderWithProviders(<WithdrawalDialog open onClose={vi.fn()} balances={balancesOf('demo@example.com')} />);
    await user.click(await screen.findByRole('combobox', { name: /Network/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Tron' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Token/ })).toHaveTextContent('USDT'));
    await fill(user, screen.getByRole('textbox', { name: /Destination address/ }), TRON_DEST);
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '25');
    const withdrawalsBefore = mockApp.store.filter('withdrawals', () => true).length;

    onlineManager.setOnline(false);
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw 25.00 USDT' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    expect(screen.getByRole('button', { name: 'Withdraw 25.00 USDT' })).toBeEnabled();
    expect(screen.queryByText('Withdrawal Failed')).not.toBeInTheDocument();
    // Every entry is kept.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('combobox', { name: /Network/ })).toHaveTextContent('Tron');
    expect(screen.getByRole('combobox', { name: /Token/ })).toHaveTextContent('USDT');
    expect(screen.getByRole('textbox', { name: /Destination address/ })).toHaveValue(TRON_DEST);
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('25');
    expect(mockApp.store.filter('withdrawals', () => true).length).toBe(withdrawalsBefore);
  });
});
