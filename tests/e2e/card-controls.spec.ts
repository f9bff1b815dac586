import { expect, test, signIn, USERS, activeDebitCard } from './support';
import type { Locator, Page } from '@playwright/test';
import type { Card as ApiCard } from '@contract-kit/model';

/**
 * Card controls against the real mock server: the user sets a daily limit in the card control menu, the
 * simulator (the card processor) injects purchases, the one over the limit is declined and shows in the card's
 * transactions with the limit's text.
 */

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const cents = (value: string) => Math.round(Number(value) * 100);
const historyRows = (page: Page, card: ApiCard) => page.getByRole('table', { name: `Transactions of the card ending ${card.lastFourDigits}` }).locator('tr[data-transaction-id]');

async function purchase(page: Page, card: ApiCard, amount: string, merchant: string) {
  const response = await page.request.post('/api/simulator/card-transactions', {
    data: { cardId: card.id, type: 'purchase', amount, channel: 'contactless', merchant: { name: merchant, city: 'Seattle', country: 'US' } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; status: string; declineCode?: string };
}

/** Presses Tab until `target` has the focus (at most 20 times). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 20; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('card controls', () => {
  test('a purchase over the daily limit set in Card controls is declined and shows in the card transactions with the limit’s text', { tag: ['@month-start', '@leap-day'] }, async ({ page }) => {
    await signIn(page, USERS.demo);
    await expect(page.getByRole('region', { name: 'Cards', exact: true })).toBeVisible();
    const card = await activeDebitCard(page);
    // Whatever the seed spent today, the limit leaves exactly 50.00.
    const spentCents = cents(card.controls?.usage.daily ?? '0');
    const limit = ((spentCents + 5000) / 100).toFixed(2);

    await page.getByRole('button', { name: 'Card control' }).click();
    await page.getByRole('menuitem', { name: 'Card controls' }).click();
    await expect(page).toHaveURL(/[?&]dialog=card-controls/);
    const dialog = page.getByRole('dialog', { name: 'Card controls' });
    await dialog.getByRole('textbox', { name: 'Daily limit' }).fill(limit);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Card controls saved' })).toBeVisible();

    // The dialog shows the limit with what is left of it.
    await page.getByRole('button', { name: 'Card control' }).click();
    await page.getByRole('menuitem', { name: 'Card controls' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Daily limit' })).toHaveValue(limit);
    await expect(dialog.getByText(`Spent today: ${usd(spentCents / 100)} · ${usd(50)} left`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // The card processor: 30.00 fits, 20.01 more would pass the limit.
    expect(await purchase(page, card, '30.00', 'Blue Bottle Coffee')).toMatchObject({ status: 'cleared' });
    const over = await purchase(page, card, '20.01', 'Best Buy');
    expect(over).toMatchObject({ status: 'declined', declineCode: 'over_daily_limit' });

    await page.reload();
    const row = historyRows(page, card).first();
    await expect(row).toHaveAttribute('data-transaction-id', over.id);
    await expect(row).toContainText('Best Buy');
    await expect(row).toContainText('Declined');
    await row.click();
    await expect(page.getByTestId('decline-reason')).toHaveText(/Over the card's daily spending limit/);
  });

  test('is set by keyboard alone on a 390 px phone, with nothing scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, USERS.demo);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Cards' }).click();
    const card = await activeDebitCard(page);

    await page.getByRole('button', { name: 'Card control' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    // The menu's type-ahead: "Card controls" is the only entry starting with C.
    await page.keyboard.type('C');
    await expect(page.getByRole('menuitem', { name: 'Card controls' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Card controls' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const daily = dialog.getByRole('textbox', { name: 'Daily limit' });
    await tabTo(page, daily);
    await page.keyboard.type('40');
    const atm = dialog.getByRole('switch', { name: 'ATM withdrawals' });
    await tabTo(page, atm);
    await page.keyboard.press('Space');
    await expect(atm).not.toBeChecked();
    await daily.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Card controls saved' })).toBeVisible();

    const saved = await activeDebitCard(page);
    expect(saved.id).toBe(card.id);
    expect(saved.controls).toMatchObject({ dailyLimit: '40', atm: false, online: true, contactless: true, foreignCurrency: true });
  });
});
