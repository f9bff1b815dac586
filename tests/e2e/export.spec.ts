import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { parseCsv } from '../../mock-server/testing';
// The engine alone: the simulator's index also loads its scenario files (JSON), which Playwright's loader refuses.
import { injectBulk, SimulatorClient } from '../../simulator/engine';
import { activeDebitCard, expect, test, USERS, signInToDashboard } from './support';

/**
 * Search, filter and export against the real mock server: the simulator injects 10,000 card
 * transactions, the user filters the card's history in the UI (the merchant category among the fields), the address
 * holds the filter (a reload keeps it), and Export CSV downloads exactly the rows the API's filtered list has.
 */

interface Page100 {
  data: { data: { id: string; transactionDate: string }[]; total: number };
}

/** Every id the API's filtered list gives, page by page. */
async function listedIds(request: APIRequestContext, query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let skip = 0; ; skip += 100) {
    const response = await request.get(`/api/transactions/cards?${query}&skip=${skip}&take=100`);
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as Page100;
    ids.push(...page.data.data.map((tx) => tx.id));
    if (skip + 100 >= page.data.total) return ids;
  }
}

/**
 * The filter keys of the address as the app reads them (the router writes a string that would read as a number in
 * quotes: txMin="10").
 */
function placeFilter(page: Page): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URL(page.url()).searchParams) {
    if (key.startsWith('tx') && key !== 'txCard' && key !== 'txPage') out[key] = value.startsWith('"') ? (JSON.parse(value) as string) : value;
  }
  return out;
}

const historyOf = (page: Page) => page.getByRole('region', { name: 'Transaction History' });

test.describe('search, filter and export', () => {
  test('a filtered CSV export of 10,000 simulated card transactions has exactly the filtered rows', async ({ page, mockPort }) => {
    test.setTimeout(300_000);
    await signInToDashboard(page, USERS.demo);
    const card = await activeDebitCard(page);

    // The simulator: 10,000 card transactions on the card, in batches of 1000.
    const client = new SimulatorClient({ baseUrl: `http://127.0.0.1:${mockPort}` });
    const injected = await injectBulk({ client, cardIds: [card.id], count: 10_000, seed: 22 });
    expect(injected.count).toBe(10_000);
    const newest = ((await (await page.request.get(`/api/transactions/cards?cardId=${card.id}&take=1`)).json()) as Page100).data.data[0];
    const today = newest?.transactionDate.slice(0, 10) ?? '';
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.goto(`/?txCard=${card.id}`);
    const history = historyOf(page);
    await expect(history).toBeVisible();
    await history.getByRole('button', { name: 'Filter', exact: true }).click();
    const form = history.getByRole('form', { name: 'Filter' });
    await form.getByLabel('From', { exact: true }).fill(today);
    await form.getByRole('combobox', { name: 'Type' }).selectOption('purchase');
    await form.getByRole('combobox', { name: 'Status' }).selectOption('cleared');
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Groceries' });
    await form.getByRole('textbox', { name: 'Minimum amount' }).fill('100');
    await form.getByRole('textbox', { name: 'Maximum amount' }).fill('20');
    await form.getByRole('button', { name: 'Apply filters' }).click();
    // Bad input: a specific error under its field, and nothing applied.
    await expect(form.getByText('The minimum cannot be more than the maximum')).toBeVisible();
    await expect(page).not.toHaveURL(/txMin=/);
    await form.getByRole('textbox', { name: 'Minimum amount' }).fill('10');
    await form.getByRole('textbox', { name: 'Maximum amount' }).fill('120.50');
    await form.getByRole('textbox', { name: 'Search' }).fill('market');
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await expect(form).toBeHidden();

    // The address holds the filter, and a reload keeps it.
    await expect(page).toHaveURL(/[?&]txQ=market(&|$)/);
    expect(placeFilter(page)).toEqual({ txFrom: today, txType: 'purchase', txStatus: 'cleared', txCategory: 'groceries', txMin: '10', txMax: '120.50', txQ: 'market' });
    await page.reload();
    expect(placeFilter(page)).toMatchObject({ txMin: '10', txMax: '120.50' });
    const chips = historyOf(page).getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('button', { name: 'Remove filter Status: Cleared' })).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Remove filter Category: Groceries' })).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Remove filter Search: market' })).toBeVisible();

    const query = `cardId=${card.id}&from=${today}&type=purchase&status=cleared&category=groceries&minAmount=10&maxAmount=120.50&q=market`;
    const expected = await listedIds(page.request, query);
    expect(expected.length).toBeGreaterThan(10);
    // The category narrows what the other fields pick ('market' finds Amazon Marketplace, shopping, too).
    expect(expected.length).toBeLessThan((await listedIds(page.request, query.replace('&category=groceries', ''))).length);
    await expect(historyOf(page).getByText(`${expected.length} matches`)).toBeVisible();

    // Export CSV downloads the filtered file through the session cookie: nothing secret in its address.
    const exportLink = historyOf(page).getByRole('link', { name: 'Export CSV' });
    const href = (await exportLink.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/transactions\/cards\/export\?/);
    expect(href).not.toMatch(/token|session|sid=/i);
    const downloading = page.waitForEvent('download');
    await exportLink.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^card-transactions-${card.lastFourDigits}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const path = await download.path();
    const records = parseCsv(await readFile(path, 'utf8'));
    expect(records[0]?.slice(0, 6)).toEqual(['id', 'date', 'type', 'entry', 'status', 'amount']);
    const rows = records.slice(1);
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((row) => row[0]).sort()).toEqual([...expected].sort());
    const category = records[0]?.indexOf('category') ?? -1;
    expect(category).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row[2]).toBe('purchase');
      expect(row[4]).toBe('cleared');
      expect(row[category]).toBe('groceries');
      expect((row[1] ?? '').slice(0, 10) >= today).toBe(true);
    }

    // Clear filters: the full history again, and the address without the filter (its category too).
    await historyOf(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/txQ=/);
    expect(placeFilter(page)).toEqual({});
  });
});
