import { readFile } from 'node:fs/promises';
import { expect, test, signIn, USERS, activeDebitCard } from './support';
import type { Page } from '@playwright/test';
import type { Card as ApiCard } from '@contract-kit/model';

/**
 * Card statements and the card transaction history (spec 02 §2 "Card statements", "Transaction history (card)",
 * §4, §8) against the real mock server: the statement PDF download, paging through card transactions, and a
 * transaction injected by the simulator appearing while the page is open (development event stream).
 */

interface ApiStatement {
  id: string;
  cycle: string;
}
interface ApiCardTransaction {
  id: string;
  merchant: { name: string };
}

async function openDashboard(page: Page) {
  await signIn(page, USERS.demo);
  // The first dashboard load compiles the dashboard's modules in the dev server: allow for it.
  await expect(page.getByRole('region', { name: 'Cards', exact: true })).toBeVisible({ timeout: 30_000 });
}

const historyTable = (page: Page, card: ApiCard) => page.getByRole('table', { name: `Transactions of the card ending ${card.lastFourDigits}` });
const transactionRows = (page: Page, card: ApiCard) => historyTable(page, card).locator('tr[data-transaction-id]');
const periodOf = (cycle: string) => new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${cycle}-01T00:00:00.000Z`));

test.describe('statements and card transactions', () => {
  test('downloads a statement PDF named statement-{cycle}-{id}.pdf from the card menu', { tag: ['@month-start', '@new-year'] }, async ({ page }) => {
    await openDashboard(page);
    const card = await activeDebitCard(page);
    const listed = await page.request.get(`/api/cards/${card.id}/statements`);
    expect(listed.ok()).toBe(true);
    const statements = ((await listed.json()) as { data: { data: ApiStatement[]; total: number } }).data;
    // The newest closed cycle (the first one is the open, current cycle).
    const statement = statements.data[1] ?? statements.data[0];
    if (!statement) throw new Error('the demo debit card has no statements');

    await page.getByRole('button', { name: 'Card control' }).click();
    await page.getByRole('menuitem', { name: 'View statements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Card statements' });
    await expect(dialog.getByRole('table', { name: `Statements of the card ending ${card.lastFourDigits}` })).toBeVisible();
    await expect(dialog.getByText(`Page 1 of ${Math.max(1, Math.ceil(statements.total / 10))} (${statements.total} total)`)).toBeVisible();

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: `Download PDF of the statement for ${periodOf(statement.cycle)}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`statement-${statement.cycle}-${statement.id}.pdf`);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    await expect(page.getByRole('status').filter({ hasText: 'Statement Downloaded' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('pages through the card transactions', async ({ page }) => {
    await openDashboard(page);
    const card = await activeDebitCard(page);
    const secondPage = await page.request.get(`/api/transactions/cards?cardId=${card.id}&skip=10&take=10`);
    expect(secondPage.ok()).toBe(true);
    const { data: expected, total } = ((await secondPage.json()) as { data: { data: ApiCardTransaction[]; total: number } }).data;
    const pages = Math.ceil(total / 10);
    const history = page.getByRole('region', { name: 'Transaction History' });

    await expect(transactionRows(page, card)).toHaveCount(10);
    await expect(history.getByText(`Page 1 of ${pages} (${total} total)`)).toBeVisible();
    await expect(history.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await history.getByRole('button', { name: 'Next' }).click();
    await expect(history.getByText(`Page 2 of ${pages} (${total} total)`)).toBeVisible();
    await expect(transactionRows(page, card).first()).toHaveAttribute('data-transaction-id', expected[0]?.id ?? '');
    await expect(transactionRows(page, card)).toHaveCount(Math.min(10, total - 10));

    // A row expands on click and shows the date as dd/mm/yyyy with the time.
    const row = transactionRows(page, card).first();
    await row.click();
    await expect(row).toHaveAttribute('data-expanded', 'true');
    await expect(row.getByTestId('transaction-when')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    await expect(history.getByTestId('transaction-details')).toBeVisible();

    await history.getByRole('button', { name: 'Previous' }).click();
    await expect(history.getByText(`Page 1 of ${pages} (${total} total)`)).toBeVisible();
  });

  test.describe('on the dev server', () => {
    // The event stream that announces simulated transactions (GET /api/simulator/events) is development-only.
    test.use({ appServer: 'development' });

    test('shows a transaction injected by the simulator while the page is open', async ({ page }) => {
      await openDashboard(page);
      const card = await activeDebitCard(page);
      await expect(transactionRows(page, card)).toHaveCount(10);
      const history = page.getByRole('region', { name: 'Transaction History' });
      const totalBefore = await history.getByText(/^Page 1 of \d+ \(\d+ total\)$/).textContent();

      const injected = await page.request.post('/api/simulator/card-transactions', {
        data: { cardId: card.id, type: 'purchase', amount: '23.45', merchant: { name: 'Tartine Bakery', city: 'San Francisco', country: 'US' } },
      });
      expect(injected.status()).toBe(201);
      const created = (await injected.json()) as { id: string };

      // No refresh: the development event stream announces card-transaction.created.
      await expect(transactionRows(page, card).first()).toHaveAttribute('data-transaction-id', created.id, { timeout: 15_000 });
      await expect(transactionRows(page, card).first()).toContainText('Tartine Bakery');
      await expect(transactionRows(page, card).first()).toContainText('$23.45');
      await expect(history.getByText(/^Page 1 of \d+ \(\d+ total\)$/)).not.toHaveText(totalBefore ?? '');
    });
  });
});
