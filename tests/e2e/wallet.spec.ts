import { expect, injectFault, test, USERS, openSelect, signInToDashboard } from './support';
import type { Locator, Page } from '@playwright/test';
import Big from 'big.js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Wallet journeys (spec 01 §2–§9, spec 02 §2 account overview): deposit QR, transfer between users,
 * withdrawal rules and status, and a card purchase through the mock on-ramp widget.
 */

const TRON_DEST = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

async function openDashboard(page: Page, user: { email: string; password: string }) {
  await signInToDashboard(page, user);
  await expect(page.getByTestId('wallet-total')).toBeVisible();
}

const accountCard = (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Account', level: 2 }) })
    .first();

/** "2,487.66" → Big. */
async function amountIn(locator: Locator): Promise<Big> {
  const text = (await locator.textContent()) ?? '';
  return new Big(text.replace(/[^\d.]/g, ''));
}

async function choose(page: Page, label: string, option: string) {
  await openSelect(page.getByRole('combobox', { name: label }));
  await page.getByRole('option', { name: option, exact: false }).first().click();
}

/** Decodes the QR code shown by `locator` from a screenshot. */
async function decodeQr(locator: Locator): Promise<string | null> {
  const png = PNG.sync.read(await locator.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

const toast = (page: Page, title: string) => page.locator('[data-toast-variant]').filter({ has: page.getByText(title, { exact: true }) });

test('deposit shows a scannable QR code of the address of the chosen network', async ({ page }) => {
  await openDashboard(page, USERS.demo);
  await page.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up' });
  await expect(dialog.getByRole('tab', { name: 'Direct Deposit' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Buy Crypto' })).toBeVisible();

  const address = dialog.getByTestId('deposit-address');
  await expect(address).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(dialog.getByRole('combobox', { name: 'Network' })).toHaveText('Tron');
  await expect(dialog.getByText('Minimum deposit: 10 USDT. Smaller deposits may not be credited.')).toBeVisible();
  const tron = (await address.textContent()) ?? '';
  expect(await decodeQr(dialog.getByRole('img', { name: 'QR code of the deposit address on Tron' }))).toBe(tron);

  await choose(page, 'Network', 'Ethereum');
  await expect(address).toHaveText(/^0x[0-9a-f]{40}$/);
  const ethereum = (await address.textContent()) ?? '';
  expect(await decodeQr(dialog.getByRole('img', { name: 'QR code of the deposit address on Ethereum' }))).toBe(ethereum);
});

test('transfer of 12.34 USDT moves exactly that between demo and friend, in balances and activity', async ({ page, browser }) => {
  // Two signed-in browsers on a shared 2-core machine.
  test.setTimeout(120_000);
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await openDashboard(friendPage, USERS.friend);
  const friendBefore = await amountIn(friendPage.getByTestId('balance-USDT'));

  await openDashboard(page, USERS.demo);
  const demoBefore = await amountIn(page.getByTestId('balance-USDT'));
  await page.getByRole('button', { name: 'Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await dialog.getByRole('textbox', { name: 'Recipient email' }).fill(USERS.friend.email);
  await expect(dialog.getByRole('combobox', { name: 'Currency' })).toContainText('Tether USD (USDT)');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('12.34');
  await dialog.getByRole('button', { name: 'Review' }).click();
  // What leaves, to whom, the fee and what arrives: the figure the toast, the activity and the balances show too.
  await expect(dialog.getByRole('definition')).toHaveText(['12.34 USDT', USERS.friend.email, 'None (transfers between LookCard users are free)', '12.34 USDT']);
  await dialog.getByRole('button', { name: 'Send 12.34 USDT' }).click();
  await expect(toast(page, 'Transfer Successful')).toContainText('Transfer of 12.34 USDT to friend@example.com completed');
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await amountIn(page.getByTestId('balance-USDT'))).toFixed(2)).toBe(demoBefore.minus('12.34').toFixed(2));
  const card = accountCard(page);
  await card.getByRole('tab', { name: 'Activity' }).click();
  const demoFirst = card.getByRole('list', { name: 'Activity' }).getByRole('listitem').first();
  await expect(demoFirst).toContainText('Transfer to friend@example.com');
  await expect(demoFirst.getByTestId('activity-amount')).toHaveText('−12.34 USDT');

  await friendPage.getByRole('button', { name: 'Refresh' }).first().click();
  await expect.poll(async () => (await amountIn(friendPage.getByTestId('balance-USDT'))).toFixed(2)).toBe(friendBefore.plus('12.34').toFixed(2));
  const friendCard = accountCard(friendPage);
  await friendCard.getByRole('tab', { name: 'Activity' }).click();
  const friendFirst = friendCard.getByRole('list', { name: 'Activity' }).getByRole('listitem').first();
  await expect(friendFirst).toContainText('Transfer from demo@example.com');
  await expect(friendFirst.getByTestId('activity-amount')).toHaveText('+12.34 USDT');
  await friendContext.close();
});

test('1,000 typed in English is a thousand: the review, the toast and the balance say so', async ({ page }) => {
  await openDashboard(page, USERS.demo);
  const before = await amountIn(page.getByTestId('balance-USDT'));
  const open = page.getByRole('button', { name: 'Transfer' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  // Opened from its button: the focus in the recipient field, nothing red yet.
  const recipient = dialog.getByRole('textbox', { name: 'Recipient email' });
  await expect(recipient).toBeFocused();
  await expect(recipient).toHaveAttribute('aria-invalid', 'false');
  await recipient.fill(USERS.friend.email);
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await amount.fill('12.345');
  await expect(amount).toHaveAccessibleDescription('USDT amounts have at most 2 decimals');
  await amount.fill('1,000');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await dialog.getByRole('button', { name: 'Send 1,000.00 USDT' }).click();
  await expect(toast(page, 'Transfer Successful')).toContainText('Transfer of 1,000.00 USDT to friend@example.com completed');
  await expect.poll(async () => (await amountIn(page.getByTestId('balance-USDT'))).toFixed(2)).toBe(before.minus('1000').toFixed(2));
});

test('withdrawal refuses a bad address, an amount below the minimum and one above the balance', async ({ page }) => {
  await openDashboard(page, USERS.demo);
  await page.getByRole('button', { name: 'Withdrawal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdrawal' });
  await choose(page, 'Network', 'Tron');
  await expect(dialog.getByRole('combobox', { name: 'Token' })).toContainText('USDT');

  await dialog.getByRole('textbox', { name: 'Destination address' }).fill('0x742d35Cc6634C0532925a3b844Bc454e4438f44e');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('50');
  await dialog.getByRole('button', { name: 'Review' }).click();
  // The spec's toast names it; the field says how to mend it; a new refusal replaces the old toast.
  await expect(toast(page, 'Invalid Address')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Destination address' })).toHaveAccessibleDescription('Enter a valid Tron address');

  await dialog.getByRole('textbox', { name: 'Destination address' }).fill(TRON_DEST);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('9.99');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(toast(page, 'Amount Too Small')).toBeVisible();
  await expect(toast(page, 'Invalid Address')).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('The minimum withdrawal is 10 USDT');

  await dialog.getByRole('textbox', { name: 'Amount' }).fill('2500.01');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(toast(page, 'Insufficient Balance')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('The amount exceeds your balance of 2,500.00 USDT');
  await expect(dialog).toBeVisible();
});

test('a valid withdrawal is processing, then completed once the simulator completes it', async ({ page, request }) => {
  await openDashboard(page, USERS.demo);
  const before = await amountIn(page.getByTestId('balance-USDT'));
  await page.getByRole('button', { name: 'Withdrawal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdrawal' });
  await choose(page, 'Network', 'Tron');
  await dialog.getByRole('textbox', { name: 'Destination address' }).fill(TRON_DEST);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('25');
  await dialog.getByRole('button', { name: 'Review' }).click();
  // The network fee is the server's, taken from the amount: what arrives is the rest.
  await expect(dialog.getByRole('definition')).toHaveText(['25.00 USDT', 'Tron', TRON_DEST, '1.00 USDT', '24.00 USDT']);
  await dialog.getByRole('button', { name: 'Withdraw 25.00 USDT' }).click();
  await expect(toast(page, 'Withdrawal Submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await amountIn(page.getByTestId('balance-USDT'))).toFixed(2)).toBe(before.minus(25).toFixed(2));

  await page.getByRole('button', { name: 'Withdrawal' }).click();
  await dialog.getByRole('tab', { name: 'Withdrawal History' }).click();
  const first = dialog.getByRole('list', { name: 'Withdrawal History' }).getByRole('listitem').first();
  await expect(first).toContainText('25.00 USDT');
  await expect(first).toContainText('Processing');
  const id = await first.getAttribute('data-withdrawal-id');
  expect(id).toBeTruthy();

  const settled = await request.post(`/api/simulator/withdrawals/${id ?? ''}/status`, { data: { status: 'completed' } });
  expect(settled.ok()).toBe(true);
  await expect(first).toContainText('Completed', { timeout: 15_000 });
  await expect(first).toHaveAttribute('data-status', 'completed');
});

/** Opens the withdrawal dialog and fills a USDT withdrawal on Tron. */
async function fillWithdrawal(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Withdrawal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdrawal' });
  await choose(page, 'Network', 'Tron');
  await expect(dialog.getByRole('combobox', { name: 'Token' })).toContainText('USDT');
  await dialog.getByRole('textbox', { name: 'Destination address' }).fill(TRON_DEST);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  return dialog;
}

test('two identical withdrawals of 11 USDT are two withdrawals: both go through and the balance moves twice', async ({ page }) => {
  await openDashboard(page, USERS.demo);
  const before = await amountIn(page.getByTestId('balance-USDT'));
  for (const round of [1, 2]) {
    const dialog = await fillWithdrawal(page, '11');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Withdraw 11.00 USDT' }).click();
    await expect(toast(page, 'Withdrawal Submitted').last()).toContainText('11.00 USDT is being processed.');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await amountIn(page.getByTestId('balance-USDT'))).toFixed(2)).toBe(before.minus(11 * round).toFixed(2));
  }
  await page.getByRole('button', { name: 'Withdrawal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdrawal' });
  await dialog.getByRole('tab', { name: 'Withdrawal History' }).click();
  const rows = dialog.getByRole('list', { name: 'Withdrawal History' }).getByRole('listitem');
  await expect(rows.nth(0)).toContainText('11.00 USDT');
  await expect(rows.nth(1)).toContainText('11.00 USDT');
  expect(await rows.nth(0).getAttribute('data-withdrawal-id')).not.toBe(await rows.nth(1).getAttribute('data-withdrawal-id'));
});

test('a withdrawal or transfer whose dialog is closed while it runs still reports its outcome and moves the balance', async ({ page, request }) => {
  await openDashboard(page, USERS.demo);
  const before = await amountIn(page.getByTestId('balance-USDT'));

  // The answer takes 2 s; the user closes the dialog at once.
  await injectFault(request, { operationId: 'createWithdrawal', latencyMs: 2000, times: 1 });
  const withdrawal = await fillWithdrawal(page, '20');
  await withdrawal.getByRole('button', { name: 'Review' }).click();
  await withdrawal.getByRole('button', { name: 'Withdraw 20.00 USDT' }).click();
  await expect(withdrawal.getByRole('button', { name: 'Submitting…' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(withdrawal).toBeHidden();
  await expect(toast(page, 'Withdrawal Submitted')).toContainText('20.00 USDT is being processed.');
  await expect.poll(async () => (await amountIn(page.getByTestId('balance-USDT'))).toFixed(2)).toBe(before.minus(20).toFixed(2));

  await injectFault(request, { operationId: 'transferFunds', latencyMs: 2000, times: 1 });
  await page.getByRole('button', { name: 'Transfer' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer' });
  await transfer.getByRole('textbox', { name: 'Recipient email' }).fill(USERS.friend.email);
  await transfer.getByRole('textbox', { name: 'Amount' }).fill('5');
  await transfer.getByRole('button', { name: 'Review' }).click();
  await transfer.getByRole('button', { name: 'Send 5.00 USDT' }).click();
  await transfer.getByRole('button', { name: 'Close' }).click();
  await expect(transfer).toBeHidden();
  await expect(toast(page, 'Transfer Successful')).toContainText('Transfer of 5.00 USDT to friend@example.com completed');
  await expect.poll(async () => (await amountIn(page.getByTestId('balance-USDT'))).toFixed(2)).toBe(before.minus(25).toFixed(2));
});

test('buying crypto through the mock widget credits the balance', async ({ page }) => {
  await openDashboard(page, USERS.demo);
  const before = await amountIn(page.getByTestId('balance-USDT'));
  await page.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up' });
  await dialog.getByRole('tab', { name: 'Buy Crypto' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Cryptocurrency' })).toHaveText('USDT');
  await dialog.getByRole('button', { name: 'Buy with CardRamp' }).click();

  const frame = dialog.frameLocator('iframe[title="CardRamp payment"]');
  await frame.getByLabel('Amount (USD)').fill('100.00');
  await frame.getByRole('button', { name: 'Pay with card' }).click();
  await expect(dialog.getByText('Order LOOK-', { exact: false }).first()).toBeVisible();
  // 100 USD − (3.5 % + 0.99 USD) = 95.51 USDT.
  await expect(dialog.getByText('95.51 USDT has been credited to your account.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect.poll(async () => (await amountIn(page.getByTestId('balance-USDT'))).toFixed(2)).toBe(before.plus('95.51').toFixed(2));
});
