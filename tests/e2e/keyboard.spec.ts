import { expect, test, USERS, signInToDashboard } from './support';
import type { Locator, Page } from '@playwright/test';
import type { Card as ApiCard } from '@contract-kit/model';

/**
 * The keyboard gate: a customer who cannot use a pointer signs in, transfers money and freezes a
 * card with the keyboard alone. Locators only observe (focus, texts); every action is a key press.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reachable in `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reachable with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/** Presses ArrowDown in a menu until `target` is focused. */
async function arrowTo(page: Page, target: Locator, max = 15): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * The focused element shows a visible focus indicator: its own outline or box shadow, MUI's focus-visible
 * style (ripple) on a button, or the focused outline of a text field (drawn by its input root).
 */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const indicated = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const hasShadow = style.boxShadow !== 'none';
    const hasMuiFocus = element.classList.contains('Mui-focusVisible') || element.closest('.MuiInputBase-root.Mui-focused') !== null;
    return element.matches(':focus-visible') && (hasOutline || hasShadow || hasMuiFocus);
  });
  expect(indicated, 'the focused element shows no focus indicator').toBe(true);
}

const toast = (page: Page, title: string) => page.locator('[data-toast-variant]').filter({ has: page.getByText(title, { exact: true }) });

test.describe('keyboard only', () => {
  test('signs in, transfers 12.34 USDT and freezes a card without a pointer', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });

    // Sign in: Tab to the e-mail field, type, Tab to the password, type, Enter submits.
    const email = page.getByRole('textbox', { name: 'Email' });
    await tabTo(page, email);
    await expectVisibleFocus(email);
    await page.keyboard.type(USERS.demo.email);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await tabTo(page, password, { max: 3 });
    await page.keyboard.type(USERS.demo.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Top up' })).toBeVisible();

    // Transfer: the dialog takes the focus, the form is filled and sent with keys only.
    const openTransfer = page.getByRole('button', { name: 'Transfer', exact: true });
    await tabTo(page, openTransfer);
    await expectVisibleFocus(openTransfer);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Transfer' });
    await expect(dialog).toBeVisible();
    const recipient = dialog.getByRole('textbox', { name: 'Recipient email' });
    // The focus moves into the dialog: onto the recipient field (autofocus), or onto the dialog itself under the
    // development server's StrictMode, whose double-run effects make MUI's focus trap restore and re-take the focus.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await tabTo(page, recipient, { max: 3 });
    await page.keyboard.type(USERS.friend.email);
    const currency = dialog.getByRole('combobox', { name: 'Currency' });
    await tabTo(page, currency, { max: 2 });
    await expectVisibleFocus(currency);
    await expect(currency).toContainText('Tether USD (USDT)');
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await tabTo(page, amount, { max: 2 });
    await page.keyboard.type('12.34');
    // Focus stays inside the dialog: Tab goes round to the Review button, never behind the dialog; Enter there shows
    // the review, whose Send button names the amount.
    const review = dialog.getByRole('button', { name: 'Review' });
    await tabTo(page, review, { max: 10 });
    await expectVisibleFocus(review);
    await page.keyboard.press('Enter');
    const send = dialog.getByRole('button', { name: 'Send 12.34 USDT' });
    await tabTo(page, send, { max: 4 });
    await expectVisibleFocus(send);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Transfer Successful')).toContainText('Transfer of 12.34 USDT to friend@example.com completed');
    await expect(dialog).toBeHidden();
    // Back on the button that opened it.
    await expect(openTransfer).toBeFocused();

    // Cards: the carousel takes arrow keys; the first debit card is selected with Home.
    const cards = ((await (await page.request.get('/api/cards')).json()) as { data: ApiCard[] }).data;
    const debit = cards.filter((card) => card.model === 'debit');
    const target = debit[0];
    if (!target || target.status !== 'active') throw new Error('the first debit card of the demo user is not active');
    const carousel = page.getByRole('region', { name: 'Cards', exact: true });
    await tabTo(page, carousel);
    await expectVisibleFocus(carousel);
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    const slide = page.getByRole('group').filter({ has: page.locator(`[data-card-id="${target.id}"]`) });
    await expect(slide).toHaveAttribute('aria-current', 'true');
    await expect(slide.getByText('Active', { exact: true })).toBeVisible();

    // The card control menu: Enter opens it with the focus on its first item, arrows move, Enter chooses.
    const control = page.getByRole('button', { name: 'Card control' });
    await tabTo(page, control);
    await expectVisibleFocus(control);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    const freezeItem = menu.getByRole('menuitem', { name: 'Freeze card' });
    await arrowTo(page, freezeItem);
    await expectVisibleFocus(freezeItem);
    await page.keyboard.press('Enter');

    // The confirmation dialog holds the focus; Escape would cancel, Tab reaches the confirm button.
    const confirm = page.getByRole('dialog', { name: 'Freeze card' });
    await expect(confirm).toContainText(`card ending in ${target.lastFourDigits}`);
    await expect.poll(() => confirm.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const confirmButton = confirm.getByRole('button', { name: 'Freeze card' });
    await tabTo(page, confirmButton, { max: 6 });
    await expectVisibleFocus(confirmButton);
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Card frozen' })).toBeVisible();
    await expect(slide.getByText('Frozen', { exact: true }).first()).toBeVisible();
    // The focus is not lost on the page body: it is back on the card control.
    await expect(control).toBeFocused();

    const frozen = ((await (await page.request.get('/api/cards')).json()) as { data: ApiCard[] }).data.find((card) => card.id === target.id);
    expect(frozen?.status).toBe('frozen');
  });
});

test.describe('tooltips', () => {
  test('an icon button names itself before its tooltip code loads, shows the tooltip on hover and on keyboard focus, and Escape hides it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToDashboard(page, USERS.demo);
    const refreshCards = page.getByRole('button', { name: 'Refresh cards' });
    await expect(refreshCards).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // Pointer: the popup's code arrives on the first hover (a chunk of its own, under the production CSP).
    await refreshCards.hover();
    await expect(page.getByRole('tooltip', { name: 'Refresh cards' })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // Keyboard: the tooltip comes with the focus and goes with Escape, the focus staying.
    await tabTo(page, refreshCards, { max: 60 });
    await expect(page.getByRole('tooltip', { name: 'Refresh cards' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(refreshCards).toBeFocused();
  });
});
