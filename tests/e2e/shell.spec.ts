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

test.describe('a browser in Traditional Chinese', () => {
  // A browser set to Traditional Chinese that has never chosen a language here.
  test.use({ locale: 'zh-TW' });

  test('a cold start renders no text before its catalogue has arrived (no missing translations)', async ({ page }) => {
    const missing: string[] = [];
    page.on('console', (message) => {
      if (/MISSING_TRANSLATION|MissingTranslationError/.test(message.text())) missing.push(message.text().slice(0, 200));
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '登入' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    // Signed in, the signed-in app's catalogue is another download: the start page waits for it too.
    expect((await page.request.post('/api/auth/login', { data: { email: 'demo@example.com', password: 'Demo-Passw0rd!' } })).ok()).toBe(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '儀表板' })).toBeVisible({ timeout: 45_000 });
    expect(missing).toEqual([]);
  });
});
