import type { APIRequestContext, Page } from '@playwright/test';
import { expect, pressTab, signInToDashboard, test, USERS } from './support';
import type { Card as ApiCard } from '@contract-kit/model';

/**
 * Every place a user can be has an address (README "Every place has an address"): Back closes the open
 * dialog and keeps the app (the focus back on the control that opened it), Forward opens it again, a reload shows the
 * same dialog on the same card, a link opened while signed out lands on its place after sign-in, and an unknown card
 * id in a link says "Card not found" and shows the dashboard — on a phone (390 px) and on a desktop (1440 px).
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function demoCards(request: APIRequestContext): Promise<ApiCard[]> {
  const login = await request.post('/api/auth/login', { data: { email: USERS.demo.email, password: USERS.demo.password } });
  expect(login.ok()).toBe(true);
  const response = await request.get('/api/cards');
  expect(response.ok()).toBe(true);
  const cards = ((await response.json()) as { data: ApiCard[] }).data;
  await request.post('/api/auth/logout');
  return cards;
}

/** The demo user's first credit card: "the credit card". */
async function creditCard(request: APIRequestContext): Promise<ApiCard> {
  const card = (await demoCards(request)).find((candidate) => candidate.model === 'credit' && candidate.status === 'active');
  if (!card) throw new Error('the demo user has no active credit card');
  return card;
}

const searchOf = (page: Page) => new URL(page.url()).searchParams;
const dashboard = (page: Page) => page.getByRole('heading', { name: 'Dashboard' });
const statementsDialog = (page: Page) => page.getByRole('dialog', { name: 'Card statements' });

for (const viewport of VIEWPORTS) {
  test.describe(`places at ${viewport.width} px (${viewport.name})`, () => {
    const isPhone = viewport.name === 'phone';

    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test('Back closes an open dialog and keeps the app; Forward opens it again; a reload shows it on the same card', async ({ page, request }) => {
      const credit = await creditCard(request);
      await signInToDashboard(page, USERS.demo);
      const dashboardAddress = page.url();
      if (isPhone) {
        // The cards live in the Cards tab: a place of its own (Back would return to the accounts tab).
        await page.getByTestId('nav-cards').click();
        await expect(page).toHaveURL(/[?&]tab=cards/);
      }
      await pressTab(page.getByRole('tab', { name: 'Credit' }));
      const control = page.getByRole('button', { name: 'Card control' });
      await control.click();
      await page.getByRole('menuitem', { name: 'View statements' }).click();
      const dialog = statementsDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: 'Card' })).toContainText(credit.lastFourDigits);
      expect(searchOf(page).get('dialog')).toBe('statements');
      expect(searchOf(page).get('card')).toBe(credit.id);

      // Back: the dialog closes, the app stays (same page, same tab), the focus is back on the card control.
      await page.goBack();
      await expect(dialog).toBeHidden();
      expect(searchOf(page).get('dialog')).toBeNull();
      await expect(control).toBeFocused();
      await expect(page.getByRole('region', { name: 'My Cards' })).toBeVisible();
      if (isPhone) expect(searchOf(page).get('tab')).toBe('cards');
      expect(new URL(page.url()).origin).toBe(new URL(dashboardAddress).origin);

      // Forward: the same dialog again.
      await page.goForward();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: 'Card' })).toContainText(credit.lastFourDigits);

      // Reload: the same dialog on the same card.
      await page.reload();
      await expect(statementsDialog(page)).toBeVisible({ timeout: 30_000 });
      await expect(statementsDialog(page).getByRole('combobox', { name: 'Card' })).toContainText(credit.lastFourDigits);
      expect(searchOf(page).get('card')).toBe(credit.id);

      // Closing it (its own button) leaves the app where it was.
      await statementsDialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(statementsDialog(page)).toBeHidden();
      expect(searchOf(page).get('dialog')).toBeNull();
      await expect(page.getByRole('region', { name: 'My Cards' })).toBeVisible();
    });

    test("a link to the credit card's statements, page 2, opened while signed out, lands there after sign-in", async ({ page, request }) => {
      const credit = await creditCard(request);
      // Eleven statements (two pages of 10): five more months pass on the mock server's clock, each with its statement.
      const clock = await request.post('/api/simulator/clock', { data: { advanceSeconds: 150 * 24 * 60 * 60 } });
      expect(clock.ok()).toBe(true);
      for (const cycle of ['2026-12', '2027-01', '2027-02', '2027-03', '2027-04']) {
        const generated = await request.post(`/api/simulator/cards/${credit.id}/statements`, { data: { cycle } });
        expect(generated.ok(), `${cycle}: ${await generated.text()}`).toBe(true);
      }

      await page.goto(`/?card=${credit.id}&dialog=statements&page=2`);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
      // The place waits in the address while the user signs in.
      expect(searchOf(page).get('page')).toBe('2');
      await page.getByLabel('Email', { exact: false }).first().fill(USERS.demo.email);
      await page.getByLabel('Password', { exact: false }).first().fill(USERS.demo.password);
      await page.getByRole('button', { name: 'Sign in' }).click();

      const dialog = statementsDialog(page);
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByRole('combobox', { name: 'Card' })).toContainText(credit.lastFourDigits);
      await expect(dialog.getByTestId('statements-page')).toHaveText('Page 2 of 2 (11 total)');
      expect(searchOf(page).get('page')).toBe('2');

      // Back to page 1 with Previous: the address follows (in place), and Back then leaves the dialog.
      await dialog.getByRole('button', { name: 'Previous' }).click();
      await expect(dialog.getByTestId('statements-page')).toHaveText('Page 1 of 2 (11 total)');
      expect(searchOf(page).get('page')).toBeNull();
    });

    test('an unknown card id in a link says "Card not found" and shows the dashboard', async ({ page }) => {
      await signInToDashboard(page, USERS.demo);
      await page.goto('/?card=no-such-card&dialog=freeze');
      await expect(page.getByRole('alert').filter({ hasText: 'Card not found' })).toBeVisible({ timeout: 30_000 });
      await expect(dashboard(page)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect.poll(() => searchOf(page).toString()).toBe('');
    });

    test('a bad value in the address falls back to the default place, with no error', async ({ page }) => {
      await signInToDashboard(page, USERS.demo);
      await page.goto('/?dialog=no-such-dialog&tab=nowhere&txPage=-3&view=bogus&type=credit');
      await expect(dashboard(page)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: /error/i })).toHaveCount(0);
      // The address keeps only what is a place (the credit tab of the cards panel).
      await expect.poll(() => searchOf(page).toString()).toBe('type=credit');
    });
  });
}
