import { expect, injectFault, pressTab, test, signIn, USERS, openSelect } from './support';
import type { Page } from '@playwright/test';
import Big from 'big.js';
import type { Card as ApiCard } from '@contract-kit/model';

/**
 * Card application, funding, repayment and physical card journeys (spec 02 §4 wizard, funding, staking, repayment,
 * physical card order; §5; §8) against the real mock server.
 */

async function cardsOf(page: Page): Promise<ApiCard[]> {
  const response = await page.request.get('/api/cards');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiCard[] }).data;
}

/** Cents of a "$1,234.56" text, or of a decimal string: exact integer arithmetic for the assertions. */
const cents = (value: string) => {
  const match = /(-?)\$?([\d,]+)\.(\d{2})/.exec(value);
  if (!match) throw new Error(`not an amount: ${value}`);
  return (match[1] ? -1 : 1) * (Number(match[2]?.replace(/,/g, '')) * 100 + Number(match[3]));
};

async function openDashboard(page: Page, user: { email: string; password: string }) {
  await signIn(page, user);
  await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();
}

async function chooseMenu(page: Page, item: string | RegExp) {
  await page.getByRole('button', { name: 'Card control' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('card application and funding', () => {
  test('a newcomer applies for a debit card, is verified, funds it from the account and activates it', async ({ page, context }) => {
    await openDashboard(page, USERS.newcomer);
    await page.getByTestId('apply-card-tile').first().click();

    const wizard = page.getByRole('dialog', { name: 'Apply for a card' });
    const step = wizard.getByTestId('wizard-step');
    await expect(step).toHaveText('Step 1 of 4: Choose your card');
    await expect(wizard.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute('aria-valuenow', '25');

    // Step 1: the model, then the agreement — which can be accepted only after it was opened and closed.
    await wizard.getByRole('radio', { name: /^Debit card/ }).check();
    const accept = wizard.getByRole('checkbox', { name: 'I have read and agree to the cardholder agreement' });
    await expect(accept).toBeDisabled();
    await expect(wizard.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await wizard.getByRole('button', { name: 'Read the cardholder agreement' }).click();
    const viewer = page.getByRole('dialog', { name: 'Debit cardholder agreement' });
    await expect(viewer.frameLocator('iframe').getByRole('heading', { name: 'LookCard Debit Cardholder Agreement' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(viewer).toBeHidden();
    await accept.check();
    await wizard.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application created' })).toBeVisible();

    // Step 2: identity verification on the provider's page, polled every 5 s.
    await expect(step).toHaveText('Step 2 of 4: Verify your identity');
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
    const card = (await cardsOf(page)).find((candidate) => candidate.status === 'pending_verification');
    if (!card) throw new Error('the application was not created');
    const [verificationPage] = await Promise.all([context.waitForEvent('page'), wizard.getByRole('button', { name: 'Start verification' }).click()]);
    await verificationPage.waitForLoadState();
    await expect(verificationPage.getByRole('heading', { name: 'Identity verification' })).toBeVisible();
    await verificationPage.getByRole('button', { name: 'Submit documents' }).click();
    await expect(verificationPage.getByRole('status')).toHaveText('Recorded: Under review.');
    await verificationPage.close();
    await expect(wizard.getByText('Your identity verification is under review. We will let you know once it is complete.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Navigation disabled' })).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Back' })).toBeDisabled();

    // The identity provider approves (simulator step).
    const approved = await page.request.post(`/api/simulator/cards/${card.id}/verification`, { data: { status: 'approved' } });
    expect(approved.ok()).toBe(true);
    await expect(wizard.getByText('Your identity has been verified.')).toBeVisible({ timeout: 20_000 });
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Step 3: on chain (100 + 25) / (1 - 0.02) = 127.55 to send, 2.55 of it the direct fee; from the account balance
    // no direct fee is charged (the cardholder agreement): 125.00.
    await expect(step).toHaveText('Step 3 of 4: Fund your card');
    const summary = wizard.getByRole('region', { name: 'Funding requirements' });
    await expect(summary).toContainText('On-chain deposit fee (2%)$2.55');
    await expect(summary).toContainText('Total to send$127.55');
    await wizard.getByRole('tab', { name: 'Account balance' }).click();
    await expect(summary).toContainText('Total required$125.00');
    await expect(wizard.getByText('Insufficient balance. Requested: 125.00, Available: 100.00')).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Confirm deposit' })).toBeDisabled();
    await openSelect(wizard.getByRole('combobox', { name: 'Source account' }));
    await page.getByRole('option', { name: /^USDT account/ }).click();
    // 125.00 / 0.995 × 1.005 = 126.256281… → 126.256282 (6 decimals, up) → shown with 4.
    await expect(wizard.getByTestId('account-funding-cost')).toHaveText('You pay about 126.2563 USDT');
    await wizard.getByRole('button', { name: 'Confirm deposit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deposit Successful' })).toContainText('Funds have been transferred from your account to the debit card');
    await expect(wizard.getByText('Your card is funded. Continue to activate it.')).toBeVisible();
    await expect(wizard.getByText(/Insufficient balance/)).toHaveCount(0);
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Step 4: a name, then Activate card.
    await expect(step).toHaveText('Step 4 of 4: Activate your card');
    await expect(wizard.getByRole('button', { name: 'Back' })).toBeDisabled();
    await wizard.getByRole('button', { name: 'Activate card' }).click();
    await expect(wizard.getByText('Card name is required')).toBeVisible();
    await wizard.getByLabel('Card name').fill('Nova Newcomer');
    await wizard.getByRole('button', { name: 'Activate card' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Card activated' })).toBeVisible();
    await expect(wizard).toBeHidden();

    // The card is active, named, and keeps the minimum deposit after the activation fee.
    const face = page.locator(`[data-card-id="${card.id}"]`);
    await expect(face.getByText('Active', { exact: true })).toBeVisible();
    await expect(face).toContainText('Nova Newcomer');
    await expect(face.locator('[data-amount="available"] dd')).toHaveText('$100.00');
    const activated = (await cardsOf(page)).find((candidate) => candidate.id === card.id);
    expect(activated).toMatchObject({ status: 'active', deposit: { current: '100.00', available: '100.00' } });
  });

  test('a debit card waiting for its deposit does not stop a second debit application: offered and accepted', async ({ page }) => {
    await openDashboard(page, USERS.newcomer);
    // A first debit application, verified: it waits for its deposit (pending_deposit).
    const applied = await page.request.post('/api/cards/apply', { data: { model: 'debit', type: 'VIRTUAL', currency: 'USD' } });
    expect(applied.status()).toBe(201);
    const first = ((await applied.json()) as { data: { data: { id: string } } }).data.data.id;
    expect((await page.request.post(`/api/simulator/cards/${first}/verification`, { data: { status: 'approved' } })).ok()).toBe(true);
    expect((await cardsOf(page)).find((card) => card.id === first)?.status).toBe('pending_deposit');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();
    // The tile is the carousel's last slide, after the card.
    await page.getByRole('button', { name: 'Next card' }).click();
    await page.getByTestId('apply-card-tile').first().click();
    const wizard = page.getByRole('dialog', { name: 'Apply for a card' });
    await expect(wizard.getByTestId('wizard-step')).toHaveText('Step 1 of 4: Choose your card');
    // Spec 02 §5: only pending_verification or pending_activation make debit unavailable.
    const debit = wizard.getByRole('radio', { name: /^Debit card/ });
    await expect(debit).toBeEnabled();
    await debit.check();
    await wizard.getByRole('button', { name: 'Read the cardholder agreement' }).click();
    const viewer = page.getByRole('dialog', { name: 'Debit cardholder agreement' });
    await expect(viewer.frameLocator('iframe').getByRole('heading', { name: 'LookCard Debit Cardholder Agreement' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Close', exact: true }).last().click();
    await wizard.getByRole('checkbox', { name: 'I have read and agree to the cardholder agreement' }).check();
    await wizard.getByRole('button', { name: 'Apply' }).click();
    // The server accepts what the app offered rather than 'You already have a pending debit card application'.
    await expect(page.getByRole('status').filter({ hasText: 'Application created' })).toBeVisible();
    await expect(wizard.getByTestId('wizard-step')).toHaveText('Step 2 of 4: Verify your identity');
    const debits = (await cardsOf(page)).filter((card) => card.model === 'debit');
    expect(debits.map((card) => card.status).sort()).toEqual(['pending_deposit', 'pending_verification']);
  });

  test('a repayment on the credit card reduces Outstanding by exactly the amount', async ({ page }) => {
    await openDashboard(page, USERS.demo);
    const credit = (await cardsOf(page)).find((candidate) => candidate.model === 'credit' && candidate.status === 'active' && Number(candidate.credit.used) > 0);
    if (!credit) throw new Error('the demo user has no credit card to repay');
    await pressTab(page.getByRole('tab', { name: 'Credit' }));
    const face = page.locator(`[data-card-id="${credit.id}"]`);
    const outstanding = face.locator('[data-amount="outstanding"] dd');
    await expect(outstanding).toHaveText(new RegExp(`^\\$[\\d,]+\\.\\d{2}$`));
    const before = cents((await outstanding.textContent()) ?? '');
    expect(before).toBe(cents(credit.credit.used));

    await chooseMenu(page, /^Repay/);
    const dialog = page.getByRole('dialog', { name: `Repay card •••• ${credit.lastFourDigits}` });
    const amount = dialog.getByRole('textbox', { name: /Amount \(USD\)/ });
    // Every validation message of spec 02 §5.
    await amount.fill('0.001');
    await expect(dialog.getByText('Invalid decimal places: use at most 2')).toBeVisible();
    await amount.fill('0.00');
    await expect(dialog.getByText('Please enter a valid repayment amount')).toBeVisible();
    await amount.fill(((before + 11) / 100).toFixed(2));
    await expect(dialog.getByText(/^Repayment amount cannot exceed outstanding balance of \$/)).toBeVisible();
    await amount.fill('25.37');
    await dialog.getByRole('button', { name: 'Repay', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Repayment successful' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(outstanding).toHaveText(`$${((before - 2537) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    const after = (await cardsOf(page)).find((candidate) => candidate.id === credit.id);
    expect(cents(after?.credit.used ?? '')).toBe(before - 2537);
  });

  test('a physical card order shows its fees and succeeds; the simulator ships it and the PIN activation completes', async ({ page }) => {
    await openDashboard(page, USERS.demo);
    const debit = (await cardsOf(page)).find((candidate) => candidate.model === 'debit' && candidate.status === 'active' && candidate.physicalStatus === 'null');
    if (!debit) throw new Error('the demo user has no active debit card without a physical card');

    await chooseMenu(page, 'Order physical card');
    const order = page.getByRole('dialog', { name: `Order a physical card for •••• ${debit.lastFourDigits}` });
    await order.getByRole('button', { name: 'Continue' }).click();
    await expect(order.getByText('Please fill in all required fields')).toBeVisible();
    await expect(order.getByRole('textbox', { name: /^Address line 1/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(order.getByRole('textbox', { name: /^Address line 2/ })).toHaveAttribute('aria-invalid', 'false');
    await order.getByRole('textbox', { name: /^Phone number/ }).fill('415-555-0132');
    await order.getByRole('textbox', { name: /^Address line 1/ }).fill('500 Howard Street');
    await order.getByRole('textbox', { name: /^City/ }).fill('San Francisco');
    await order.getByRole('textbox', { name: /^Postal code/ }).fill('94105');
    await order.getByRole('radio', { name: 'Express' }).check();
    await order.getByRole('button', { name: 'Continue' }).click();

    const fees = order.getByTestId('order-fees');
    await expect(fees).toContainText('Card fee$20.00');
    await expect(fees).toContainText('Shipping fee$25.00');
    await expect(fees).toContainText('Processing fee$1.50');
    await expect(order.getByTestId('order-total')).toHaveText('$46.50 USD');
    await expect(order.getByTestId('order-cost')).toHaveText('You pay $46.50');
    await order.getByRole('button', { name: 'Place order' }).click();

    const success = page.getByRole('dialog', { name: 'Order placed' });
    await expect(success).toContainText(`Your physical card for •••• ${debit.lastFourDigits} is on its way to production.`);
    await Promise.all([page.waitForEvent('load'), success.getByRole('button', { name: 'Done' }).click()]);
    await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();

    await chooseMenu(page, 'Shipping status');
    const shipping = page.getByRole('dialog', { name: `Shipping status of •••• ${debit.lastFourDigits}` });
    await expect(shipping.getByRole('status')).toContainText('Pending approval');
    await expect(shipping).toContainText('500 Howard Street');
    await shipping.getByRole('button', { name: 'Done' }).click();

    // The card issuer ships the card (simulator step); the menu then offers the PIN activation.
    for (const physicalStatus of ['approved', 'order_in_production', 'shipped']) {
      const moved = await page.request.post(`/api/simulator/cards/${debit.id}/shipping`, { data: { physicalStatus } });
      expect(moved.ok()).toBe(true);
    }
    await page.getByRole('button', { name: 'Refresh cards' }).click();
    await chooseMenu(page, 'Activate physical card');
    const activation = page.getByRole('dialog', { name: 'Activate physical card' });
    await activation.getByLabel(/^PIN/).fill('482913');
    await activation.getByRole('button', { name: 'Activate card' }).click();
    await expect(page.getByRole('dialog', { name: 'Card Activated Successfully' })).toBeVisible();
    expect((await cardsOf(page)).find((candidate) => candidate.id === debit.id)?.physicalStatus).toBe('fulfilled');
  });

  test('a physical order charges the fee the user confirmed: after the 20.00 fallback, the 25.00 fee is shown again and charged', async ({ page, request }) => {
    await openDashboard(page, USERS.demo);
    const debit = (await cardsOf(page)).find((candidate) => candidate.model === 'debit' && candidate.status === 'active' && candidate.physicalStatus === 'null');
    if (!debit) throw new Error('the demo user has no active debit card without a physical card');
    const usd = async () => ((await (await page.request.get('/api/accounts/balance')).json()) as { balances: Record<string, { amount: string }> }).balances['USD']?.amount ?? '0';
    const before = await usd();

    // The fee request fails: spec 02 §8's fallback, 20.00, is what the user sees (US standard shipping costs 25.00).
    await injectFault(request, { operationId: 'getOrderFees', status: 503, times: 1 });
    await chooseMenu(page, 'Order physical card');
    const order = page.getByRole('dialog', { name: `Order a physical card for •••• ${debit.lastFourDigits}` });
    await order.getByRole('textbox', { name: /^Phone number/ }).fill('4155550132');
    await order.getByRole('textbox', { name: /^Address line 1/ }).fill('500 Howard Street');
    await order.getByRole('textbox', { name: /^City/ }).fill('San Francisco');
    await order.getByRole('textbox', { name: /^Postal code/ }).fill('94105');
    await order.getByRole('button', { name: 'Continue' }).click();
    await expect(order.getByTestId('order-total')).toHaveText('$20.00 USD');
    await expect(order.getByText('The current fees could not be loaded; the standard fees are shown.')).toBeVisible();
    await order.getByRole('button', { name: 'Place order' }).click();

    // The server charges only the confirmed fee: it answers with the current one, shown for a new confirmation.
    await expect(order.getByRole('alert')).toHaveText('The fees have changed. Check the new total and place the order again.');
    await expect(order.getByTestId('order-total')).toHaveText('$25.00 USD');
    await expect(order.getByTestId('order-fees')).toContainText('Shipping fee$5.00');
    await expect(order.getByTestId('order-cost')).toHaveText('You pay $25.00');
    expect(await usd()).toBe(before);
    await order.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order placed' })).toBeVisible();
    expect(new Big(before).minus(await usd()).toFixed(2)).toBe('25.00');
  });
});
