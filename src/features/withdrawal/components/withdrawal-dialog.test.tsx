import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { getGetAccountBalanceQueryKey } from '@/api/generated/endpoints/accounts/accounts';
import { listForeignChain } from '@/testing/backend-answers';
import { holdRequests } from '@/testing/hold-requests';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { WithdrawalDialog } from './withdrawal-dialog';
import { signInDemo } from '@/testing/demo-user';
import { setWindowSize } from '@/testing/window-size';
import { fill } from '@/testing/fill';

const TRON_DEST = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ETH_DEST = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';

const demoBalances = () => {
  const id = mockApp.store.find('users', (user) => user.email === 'demo@example.com')?.id;
  // As the balances endpoint answers them: the amount and the account holding it.
  return Object.fromEntries(mockApp.store.filter('accounts', (account) => account.userId === id).map((account) => [account.currency, { amount: account.balance, accountId: account.id }]));
};
const demoAccountId = (currency: string) => demoBalances()[currency]?.accountId;

/** The dialog with the balances query the account card shows (which a withdrawal must refresh). */
function setup() {
  const onClose = vi.fn();
  const view = renderWithProviders(<WithdrawalDialog open onClose={onClose} balances={demoBalances()} />);
  const balanceKey = getGetAccountBalanceQueryKey({ profileId: 'demo' });
  view.queryClient.setQueryData(balanceKey, { success: true, balances: demoBalances(), updatedAt: new Date().toISOString() });
  const isBalanceRefreshed = () => view.queryClient.getQueryState(balanceKey)?.isInvalidated === true;
  return { ...view, onClose, isBalanceRefreshed };
}

/** Records the bodies and Idempotency-Keys of the withdrawal requests the app sends. */
function recordWithdrawals() {
  const realFetch = globalThis.fetch;
  const sent: { key: string | null; body: Record<string, unknown> }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input).endsWith('/api/crypto/withdrawal') && init?.method === 'POST') {
      sent.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) as Record<string, unknown> });
    }
    return realFetch(input, init);
  });
  return { sent, restore: () => spy.mockRestore() };
}

type User = ReturnType<typeof setup>['user'];

async function choose(user: User, label: RegExp, option: RegExp | string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

/** The toast whose title is `title` (the same text may also show inline). */
const toastTitled = (title: string) =>
  waitFor(() => {
    const toast = [...document.querySelectorAll('[data-toast-variant]')].find((element) => element.querySelector('.MuiAlertTitle-root')?.textContent === title);
    if (!toast) throw new Error(`no toast titled ${title}`);
    return toast;
  });

/** From the form to the review (its button), then withdraws from the review (its button names the amount). */
async function reviewAndWithdraw(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Review' }));
  await user.click(await screen.findByRole('button', { name: /^Withdraw / }));
}

describe('WithdrawalDialog (spec 01 §4, §5, §8)', () => {
  it('selects the only withdrawable token of a network automatically and clears it on a network change', async () => {
    await signInDemo();
    const { user } = setup();
    await choose(user, /Network/, 'Tron');
    // The chosen token shows by its symbol (its balance is under the amount): nothing cut on a phone.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Token/ })).toHaveTextContent(/^USDT$/));
    await choose(user, /Network/, 'Ethereum');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Token/ })).not.toHaveTextContent('USDT'));
    await user.click(screen.getByRole('combobox', { name: /Token/ }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['USDT — Tether USD (balance 2,500.00)', 'USDC — USD Coin (balance 1,200.00)', 'LOOK — LOOK token (balance 50,000.0000)']);
  });

  it('shows each token option with its whole balance, wrapping to a second line on a phone rather than cutting it', async () => {
    setWindowSize(390);
    await signInDemo();
    const { user } = setup();
    await choose(user, /Network/, 'Ethereum');
    await user.click(await screen.findByRole('combobox', { name: /Token/ }));
    const option = within(await screen.findByRole('listbox')).getByRole('option', { name: /^USDT/ });
    expect(option).toHaveTextContent('USDT — Tether USD (balance 2,500.00)');
    // The option may wrap (MUI's menu items do not by default: a long one ran off the menu's edge) …
    expect(getComputedStyle(option).whiteSpace).not.toBe('nowrap');
    // … and its balance stays whole on whichever line it lands.
    const balance = within(option).getByTestId('token-balance-USDT');
    expect(balance).toHaveTextContent(/^2,500\.00$/);
    expect(getComputedStyle(balance).whiteSpace).toBe('nowrap');
  });

  it('says "No Withdrawable Tokens" for a network without one', async () => {
    await signInDemo();
    const { user } = setup();
    await choose(user, /Network/, 'Optimism');
    expect(await toastTitled('No Withdrawable Tokens')).toHaveTextContent('No token can be withdrawn on Optimism right now.');
  });

  it('shows Invalid Address, Amount Too Small and Insufficient Balance with the field messages', async () => {
    await signInDemo();
    const { user } = setup();
    await choose(user, /Network/, 'Tron');
    await fill(user, screen.getByRole('textbox', { name: /Destination address/ }), ETH_DEST);
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '50');
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    // The spec's toast names the problem; the field says the rest (not twice).
    expect(await toastTitled('Invalid Address')).not.toHaveTextContent('Enter a valid Tron address');
    expect(screen.getByRole('textbox', { name: /Destination address/ })).toHaveAccessibleDescription('Enter a valid Tron address');

    await user.clear(screen.getByRole('textbox', { name: /Destination address/ }));
    await fill(user, screen.getByRole('textbox', { name: /Destination address/ }), TRON_DEST);
    await user.clear(screen.getByRole('textbox', { name: /Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '9.99');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    // One outcome of the withdrawal on screen: the new refusal replaces the old.
    await toastTitled('Amount Too Small');
    expect(screen.queryByText('Invalid Address')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription('The minimum withdrawal is 10 USDT');

    await user.clear(screen.getByRole('textbox', { name: /Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '2500.01');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await toastTitled('Insufficient Balance');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription('The amount exceeds your balance of 2,500.00 USDT');
    expect(mockApp.store.list('withdrawals').filter((w) => w.toAddress === TRON_DEST)).toHaveLength(0);
  });

  it('maps a server failure by its message text and keeps the input', async () => {
    await signInDemo();
    mockApp.services.faults.add({ operationId: 'createWithdrawal', status: 503, body: { success: false, message: 'Blockchain network congested' }, times: 1 });
    const { user, onClose } = setup();
    await choose(user, /Network/, 'Tron');
    await fill(user, screen.getByRole('textbox', { name: /Destination address/ }), TRON_DEST);
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '25');
    await reviewAndWithdraw(user);
    expect(await toastTitled('Withdrawal Failed')).toHaveTextContent('Blockchain network temporarily unavailable');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('25');
  });

  it('says any other server failure moved nothing (not "Internal server error")', async () => {
    await signInDemo();
    mockApp.services.faults.add({ operationId: 'createWithdrawal', status: 500, body: { success: false, message: 'Internal server error' }, times: 1 });
    const { user } = setup();
    await choose(user, /Network/, 'Tron');
    await fill(user, screen.getByRole('textbox', { name: /Destination address/ }), TRON_DEST);
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '25');
    await reviewAndWithdraw(user);
    const toast = await toastTitled('Withdrawal Failed');
    expect(toast).toHaveTextContent('The withdrawal did not go through: nothing left your account. Please try again.');
    expect(toast).not.toHaveTextContent('Internal server error');
  });

  it('reviews the network fee from the server and what arrives, and withdraws with the fee the user saw', async () => {
    await signInDemo();
    const recorder = recordWithdrawals();
    try {
      const { user } = setup();
      await choose(user, /Network/, 'Tron');
      await fill(user, screen.getByRole('textbox', { name: /Destination address/ }), TRON_DEST);
      await user.type(screen.getByRole('textbox', { name: /Amount/ }), '50');
      expect(await screen.findByText('Available: 2,500.00 USDT · Minimum: 10 USDT · Network fee: 1.00 USDT')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Review' }));
      const review = (await screen.findByText('You withdraw')).closest('dl') as HTMLElement;
      expect(
        within(review)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['You withdraw', 'Network', 'To address', 'Network fee', 'Arrives at the address']);
      expect(
        within(review)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual(['50.00 USDT', 'Tron', TRON_DEST, '1.00 USDT', '49.00 USDT']);
      // The fee changes before the user confirms: nothing leaves, the review shows the new fee to confirm again.
      mockApp.services.faults.add({
        operationId: 'createWithdrawal',
        status: 409,
        body: {
          success: false,
          message: 'The network fee is now 1.50 USDT',
          code: 'FeeChanged',
          error: { message: 'The network fee is now 1.50 USDT', code: 'FeeChanged', details: { errorCode: 'FeeChanged', fee: { blockchainId: 'tron', currency: 'USDT', fee: '1.50' } } },
        },
        times: 1,
      });
      await user.click(screen.getByRole('button', { name: 'Withdraw 50.00 USDT' }));
      expect(await screen.findByText('The network fee is now 1.50 USDT. Check what arrives and confirm again.')).toBeInTheDocument();
      expect(screen.queryByText('Withdrawal Failed')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Withdraw 50.00 USDT' }));
      expect(await toastTitled('Withdrawal Submitted')).toHaveTextContent('50.00 USDT is being processed.');
      expect(recorder.sent.at(-1)?.body).toMatchObject({ amount: '50', confirmedFee: '1' });
      expect(mockApp.store.list('withdrawals').find((w) => w.toAddress === TRON_DEST)).toMatchObject({ amount: '50', fee: '1' });
    } finally {
      recorder.restore();
    }
  });

  it.each([
    [422, 'Insufficient funds in the hot wallet', 'Insufficient balance for withdrawal'],
    [422, 'Daily withdrawal limit reached', 'Withdrawal amount exceeds daily/monthly limit'],
    [422, 'Monthly quota exceeded', 'Withdrawal amount exceeds daily/monthly limit'],
    [400, 'Destination address is on a deny list', 'Invalid destination address'],
    [400, 'Invalid memo for this destination', 'Invalid destination address'],
  ])('maps a %i "%s" from the server to "%s"', async (status, message, text) => {
    await signInDemo();
    mockApp.services.faults.add({ operationId: 'createWithdrawal', status, body: { success: false, message }, times: 1 });
    const { user, onClose } = setup();
    await choose(user, /Network/, 'Tron');
    await fill(user, screen.getByRole('textbox', { name: /Destination address/ }), TRON_DEST);
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '25');
    await reviewAndWithdraw(user);
    const toast = await toastTitled('Withdrawal Failed');
    expect(toast).toHaveTextContent(text);
    expect(toast).not.toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /Destination address/ })).toHaveValue(TRON_DEST);
  });

  it('submits, closes after 0.5 s and refreshes balances; the history shows it as processing', async () => {
    await signInDemo();
    const { user, onClose, isBalanceRefreshed } = setup();
    await choose(user, /Network/, 'Tron');
    await fill(user, screen.getByRole('textbox', { name: /Destination address/ }), TRON_DEST);
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '25');
    // When the dialog closes, measured from the click: at least 0.5 s after it, however slow the machine (the
    // submission's answer comes first). Whether the toast was found before the close depends on the machine's load.
    let closedAt = 0;
    onClose.mockImplementation(() => {
      closedAt = performance.now();
    });
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    const withdraw = await screen.findByRole('button', { name: 'Withdraw 25.00 USDT' });
    const clickedAt = performance.now();
    await user.click(withdraw);
    expect(await toastTitled('Withdrawal Submitted')).toHaveTextContent('25.00 USDT is being processed.');
    await waitFor(() => expect(isBalanceRefreshed()).toBe(true));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(closedAt - clickedAt).toBeGreaterThanOrEqual(500);
    const created = mockApp.store.list('withdrawals').find((w) => w.toAddress === TRON_DEST);
    expect(created?.status).toBe('processing');

    await user.click(screen.getByRole('tab', { name: 'Withdrawal History' }));
    const list = await screen.findByRole('list', { name: 'Withdrawal History' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveAttribute('data-withdrawal-id', created?.id);
    expect(within(first).getByText('Processing')).toBeInTheDocument();
  });

  it('pages the history by 10 with Load More and shows every status', async () => {
    await signInDemo();
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Withdrawal History' }));
    const list = await screen.findByRole('list', { name: 'Withdrawal History' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    for (const status of ['Processing', 'Completed', 'Failed']) expect(within(list).getAllByText(status).length).toBeGreaterThan(0);
  });

  it('shows the completed status once the simulator completes a processing withdrawal', async () => {
    await signInDemo();
    const processing = mockApp.store.list('withdrawals').find((w) => w.status === 'processing');
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Withdrawal History' }));
    const list = await screen.findByRole('list', { name: 'Withdrawal History' });
    const row = () => list.querySelector(`[data-withdrawal-id="${processing?.id ?? ''}"]`);
    await waitFor(() => expect(row()).toHaveAttribute('data-status', 'processing'));
    await customFetch(`/api/simulator/withdrawals/${processing?.id ?? ''}/status`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'completed' }) });
    await waitFor(() => expect(row()).toHaveAttribute('data-status', 'completed'), { timeout: 8000 });
  });

  it('says "Failed to load networks" and "Failed to load withdrawal history" when those fail', async () => {
    await signInDemo();
    mockApp.services.faults.add({ operationId: 'getBlockchains', status: 500, times: 1 });
    mockApp.services.faults.add({ operationId: 'listWithdrawals', status: 500, times: 1 });
    const { user } = setup();
    expect(await toastTitled('Failed to load networks')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Withdrawal History' }));
    expect(await toastTitled('Failed to load withdrawal history')).toBeTruthy();
  });

  it('says "Failed to load tokens for this network" when the currencies fail', async () => {
    await signInDemo();
    mockApp.services.faults.add({ operationId: 'getCurrencies', status: 500, times: 1 });
    const { user } = setup();
    await choose(user, /Network/, 'Ethereum');
    expect(await toastTitled('Failed to load tokens for this network')).toBeTruthy();
  });

  it('sends the spec 01 §7 body with fromAccountId, and its own Idempotency-Key', async () => {
    await signInDemo();
    const recorder = recordWithdrawals();
    try {
      const { user } = setup();
      await choose(user, /Network/, 'Tron');
      await fill(user, screen.getByRole('textbox', { name: /Destination address/ }), TRON_DEST);
      await user.type(screen.getByRole('textbox', { name: /Amount/ }), '11');
      await reviewAndWithdraw(user);
      expect(await toastTitled('Withdrawal Submitted')).toHaveTextContent('11.00 USDT is being processed.');
      expect(recorder.sent[0]?.body).toEqual({ currency: 'USDT', amount: '11', toAddress: TRON_DEST, blockchainId: 'tron', fromAccountId: demoAccountId('USDT'), confirmedFee: '1' });
      expect(recorder.sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      recorder.restore();
    }
  });

  it('offers only networks of the Ethereum and Tron families, whatever the backend lists (spec 01 §9)', async () => {
    await signInDemo();
    const restore = listForeignChain('last');
    try {
      const { user } = setup();
      await user.click(await screen.findByRole('combobox', { name: /Network/ }));
      const options = within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toEqual(['Tron', 'Ethereum', 'Base', 'BSC', 'Optimism']);
    } finally {
      restore();
    }
  });

  it('closed while the withdrawal runs: the outcome toast still shows and the balances are refreshed', async () => {
    await signInDemo();
    function Closable() {
      const [isOpen, setOpen] = useState(true);
      return <WithdrawalDialog open={isOpen} onClose={() => setOpen(false)} balances={demoBalances()} />;
    }
    // The withdrawal's answer is held until the dialog has closed.
    const held = holdRequests('/api/crypto/withdrawal', 'POST');
    try {
      const { user, queryClient } = renderWithProviders(<Closable />);
      const balanceKey = getGetAccountBalanceQueryKey({ profileId: 'demo' });
      queryClient.setQueryData(balanceKey, { success: true, balances: demoBalances(), updatedAt: new Date().toISOString() });
      await choose(user, /Network/, 'Tron');
      await fill(user, screen.getByRole('textbox', { name: /Destination address/ }), TRON_DEST);
      await user.type(screen.getByRole('textbox', { name: /Amount/ }), '30');
      await reviewAndWithdraw(user);
      // Closed while the withdrawal runs: once its request has left (on a busy machine, later than the click).
      await held.held;
      // By its close button: Escape goes to whatever holds the focus, which the pressed (now busy) button may have lost.
      await user.click(within(screen.getByRole('dialog', { name: 'Withdrawal' })).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      held.release();

      expect(await toastTitled('Withdrawal Submitted')).toHaveTextContent('30.00 USDT is being processed.');
      await waitFor(() => expect(queryClient.getQueryState(balanceKey)?.isInvalidated).toBe(true));
      expect(mockApp.store.list('withdrawals').filter((w) => w.toAddress === TRON_DEST && w.amount === '30')).toHaveLength(1);
    } finally {
      held.restore();
    }
  });

  it('shows a refused field in its own words, never the validator text', async () => {
    await signInDemo();
    mockApp.services.faults.add({
      operationId: 'createWithdrawal',
      status: 400,
      body: {
        success: false,
        message: 'Invalid request: body.toAddress: Invalid string: must match pattern',
        code: 'ValidationError',
        issues: [{ path: 'body.toAddress', message: 'Invalid string: must match pattern' }],
      },
      times: 1,
    });
    const { user } = setup();
    await choose(user, /Network/, 'Tron');
    await fill(user, screen.getByRole('textbox', { name: /Destination address/ }), TRON_DEST);
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '25');
    await reviewAndWithdraw(user);
    // Back at the form, said at the field (not again in a toast).
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Destination address/ })).toHaveAccessibleDescription('Enter a valid Tron address'));
    expect(screen.queryByText('Withdrawal Failed')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Invalid request|body\.toAddress|must match pattern/);
  });

  it('filters the history by status on the server, shows the chip and exports the same filter', async () => {
    await signInDemo();
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Withdrawal History' }));
    await screen.findByRole('list', { name: 'Withdrawal History' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'failed');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Status: Failed' })).toBeInTheDocument();
    const demoId = mockApp.store.find('users', (record) => record.email === 'demo@example.com')?.id;
    const failed = mockApp.store.filter('withdrawals', (record) => record.userId === demoId && record.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    const list = screen.getByRole('list', { name: 'Withdrawal History' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(failed.length));
    for (const item of within(list).getAllByRole('listitem')) expect(item).toHaveAttribute('data-status', 'failed');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/crypto/withdrawal/export?status=failed');
  });
});
