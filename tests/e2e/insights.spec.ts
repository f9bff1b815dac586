import { activeDebitCard, expect, test, signIn, USERS, openSelect } from './support';
import type { Page } from '@playwright/test';
import type { Card, CardInsights, CardTransaction } from '@contract-kit/model';

/**
 * Spending insights against the real mock server: the card processor injects purchases with their
 * merchant category codes, the card's insights (card control menu → Spending insights) show per category and per
 * month totals equal to the sum of the card's transactions of the period — read here through the API and added up
 * by this test in integer cents — and choosing a category narrows the card's transactions to it: the category is a
 * field of their filter (a chip, the panel's Category, the export, Clear filters).
 */

/** Every transaction of the card (of one category), page after page, as the app reads them. */
async function transactionsOf(page: Page, card: Card, category?: string): Promise<CardTransaction[]> {
  const rows: CardTransaction[] = [];
  for (let skip = 0; ; skip += 100) {
    const response = await page.request.get(`/api/transactions/cards?cardId=${card.id}&skip=${skip}&take=100${category ? `&category=${category}` : ''}`);
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: { data: CardTransaction[]; total: number } };
    rows.push(...data.data);
    if (rows.length >= data.total) return rows;
  }
}

const toCents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};
const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * What the card spent from the first day of a period (YYYY-MM-DD, UTC: the one the dialog's answer names) on, per
 * category, in cents: purchases and ATM withdrawals cleared or pending, less cleared refunds and reversals; fees left out.
 */
function spentSince(transactions: CardTransaction[], firstDay: string): Map<string, number> {
  const from = `${firstDay}T00:00:00.000Z`;
  const sums = new Map<string, number>();
  for (const tx of transactions) {
    if (tx.transactionDate < from) continue;
    const isSpending = tx.entry === 'debit' && (tx.type === 'purchase' || tx.type === 'atm_withdrawal') && (tx.status === 'cleared' || tx.status === 'pending');
    const isRefund = tx.entry === 'credit' && (tx.type === 'refund' || tx.type === 'reversal') && tx.status === 'cleared';
    if (!isSpending && !isRefund) continue;
    const category = tx.category ?? (tx.type === 'atm_withdrawal' ? 'cash' : 'other');
    sums.set(category, (sums.get(category) ?? 0) + (isSpending ? toCents(tx.amount) : -toCents(tx.amount)));
  }
  return sums;
}

const total = (sums: Map<string, number>) => [...sums.values()].reduce((sum, cents) => sum + cents, 0);
const NAMES: Record<string, string> = {
  groceries: 'Groceries',
  restaurants: 'Restaurants',
  transport: 'Transport',
  travel: 'Travel',
  shopping: 'Shopping',
  entertainment: 'Entertainment',
  utilities: 'Utilities',
  cash: 'Cash',
  other: 'Other',
};

async function purchase(page: Page, card: Card, amount: string, merchant: string, mcc?: string) {
  const response = await page.request.post('/api/simulator/card-transactions', {
    data: { cardId: card.id, type: 'purchase', amount, merchant: { name: merchant, city: 'Seattle', country: 'US' }, ...(mcc ? { mcc } : {}) },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as CardTransaction;
}

test.describe('spending insights', () => {
  test(
    'the totals per category equal the sum of the card transactions of the period, and a category filters the transactions',
    { tag: ['@month-start', '@new-year', '@leap-day'] },
    async ({ page }) => {
      await signIn(page, USERS.demo);
      await expect(page.getByRole('region', { name: 'Cards', exact: true })).toBeVisible();
      const card = await activeDebitCard(page);
      // The card processor: a restaurant by its code, a known merchant by its name, a declined one that never counts.
      expect(await purchase(page, card, '42.17', 'Corner Bistro', '5812')).toMatchObject({ category: 'restaurants', status: 'cleared' });
      expect(await purchase(page, card, '12.40', 'Whole Foods Market')).toMatchObject({ mcc: '5411', category: 'groceries' });
      expect(await purchase(page, card, '999999.00', 'Apple Store')).toMatchObject({ status: 'declined' });

      // The period each answer of the dialog covers (a journey that runs across midnight at a month's end sees the one it
      // was given), by period.
      const answered = new Map<string, CardInsights>();
      page.on('response', async (response) => {
        if (!/\/api\/cards\/[^/]+\/insights/.test(response.url()) || !response.ok()) return;
        const { data } = (await response.json()) as { data: CardInsights };
        answered.set(data.period, data);
      });
      await page.getByRole('button', { name: 'Card control' }).click();
      await page.getByRole('menuitem', { name: 'Spending insights' }).click();
      await expect(page).toHaveURL(/[?&]dialog=insights/);
      const dialog = page.getByRole('dialog', { name: 'Spending insights' });
      const categories = dialog.getByRole('table', { name: 'By category' });

      for (const [period, label] of [
        ['this-month', 'This month'],
        ['last-3-months', 'Last 3 months'],
      ] as const) {
        if (period !== 'this-month') {
          await openSelect(dialog.getByRole('combobox', { name: 'Period' }));
          await page.getByRole('option', { name: label }).click();
          await expect(page).toHaveURL(new RegExp(`[?&]view=${period}`));
        }
        await expect(dialog.getByRole('combobox', { name: 'Period' })).toHaveText(label);
        await expect.poll(() => answered.has(period)).toBe(true);
        const sums = spentSince(await transactionsOf(page, card), answered.get(period)?.from ?? '');
        await expect(dialog.getByTestId('insights-total')).toHaveText(usd(total(sums)));
        await expect(categories.getByTestId('insights-categories-total')).toHaveText(usd(total(sums)));
        const shown = [...sums.entries()].filter(([, cents]) => cents !== 0);
        await expect(categories.locator('tbody tr')).toHaveCount(shown.length);
        for (const [category, cents] of shown) {
          await expect(
            categories
              .getByRole('row', { name: new RegExp(`^Show ${NAMES[category]} transactions`) })
              .getByRole('cell')
              .first(),
          ).toHaveText(usd(cents));
        }
      }

      // Groceries: the dialog closes and the card's transactions show only that category, newest first, with the
      // category in their filter like any other field.
      await dialog.getByRole('button', { name: 'Show Groceries transactions' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/[?&]txCategory=groceries/);
      const history = page.getByRole('region', { name: 'Transaction History' });
      const chip = history.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Remove filter Category: Groceries' });
      await expect(chip).toHaveText('Category: Groceries');
      await expect(history.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/transactions/cards/export?cardId=${card.id}&category=groceries`);
      await history.getByRole('button', { name: 'Filter (1)' }).click();
      await expect(history.getByRole('form', { name: 'Filter' }).getByRole('combobox', { name: 'Category' })).toHaveValue('groceries');
      await history.getByRole('button', { name: 'Filter (1)' }).click();
      const groceries = await transactionsOf(page, card, 'groceries');
      expect(groceries.every((tx) => tx.category === 'groceries')).toBe(true);
      const rows = page.getByRole('table', { name: `Transactions of the card ending ${card.lastFourDigits}` }).locator('tr[data-transaction-id]');
      await expect(rows).toHaveCount(Math.min(10, groceries.length));
      expect(await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-transaction-id')))).toEqual(groceries.slice(0, 10).map((tx) => tx.id));
      await expect(page.getByText(`(${groceries.length} total)`)).toBeVisible();

      await history.getByRole('button', { name: 'Clear filters' }).click();
      await expect(chip).toBeHidden();
      await expect(page).not.toHaveURL(/txCategory/);
      // Every transaction again: more than the groceries alone.
      const shownTotal = async () => Number(/\((\d+) total\)/.exec((await page.getByText(/^Page 1 of \d+ \(\d+ total\)$/).textContent()) ?? '')?.[1] ?? 0);
      await expect.poll(shownTotal).toBeGreaterThan(groceries.length);
    },
  );

  test('on a 390 px phone: by keyboard, nothing scrolls sideways, a category opens the Cards tab’s transactions', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, USERS.demo);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Cards' }).click();
    await page.getByRole('button', { name: 'Card control' }).focus();
    await page.keyboard.press('Enter');
    // As a user does: types once the menu shows (its code may still be arriving: src/components/overlays.tsx).
    await expect(page.getByRole('menu', { name: 'Card control' })).toBeVisible();
    await page.keyboard.type('S');
    await expect(page.getByRole('menuitem', { name: 'Spending insights' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Spending insights' });
    await dialog.getByRole('combobox', { name: 'Period' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Last 12 months' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]view=last-12-months/);
    await expect(dialog.getByRole('table', { name: 'By month' }).locator('tbody tr')).toHaveCount(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Nor does the dialog's own content (a full-screen dialog scrolls inside itself), down to a 360 px phone.
    const content = dialog.locator('.MuiDialogContent-root');
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await expect.poll(() => content.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    }

    const transport = dialog.getByRole('button', { name: 'Show Transport transactions' });
    await transport.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/[?&]txCategory=transport/);
    await expect(page.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Transaction History' }).getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Remove filter Category: Transport' })).toHaveText(
      'Category: Transport',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
