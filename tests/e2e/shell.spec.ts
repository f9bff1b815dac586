import { expect, test } from './support';

// The development-only /transaction-simulation page (and the header's link to it) exists only on the dev server.
test.use({ appServer: 'development' });

test.describe('app shell', () => {
  test('signs in, switches language and theme, and keeps both after reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-Passw0rd!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(/Good (morning|afternoon|evening), Demo User/)).toBeVisible();

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await expect(page.getByRole('heading', { name: '儀表板' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');

    const scheme = () => page.locator('html').getAttribute('data-color-scheme');
    const before = await scheme();
    await page.getByRole('button', { name: before === 'dark' ? '切換至淺色主題' : '切換至深色主題' }).click();
    await expect.poll(scheme).not.toBe(before);
    const after = await scheme();

    await page.reload();
    await expect(page.getByRole('heading', { name: '儀表板' })).toBeVisible();
    expect(await scheme()).toBe(after);
  });

  test('the development-only simulator route renders in development', async ({ page }) => {
    await page.goto('/transaction-simulation');
    // Its ~800 unbundled modules take up to ~20 s to arrive from the dev server on a busy 2-core machine.
    await expect(page.getByRole('heading', { name: 'Transaction simulator' })).toBeVisible({ timeout: 60_000 });
  });
});
