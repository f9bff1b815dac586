import { expect, test, USERS, signInToDashboard } from './support';

// The development-only /transaction-simulation page (and the header's link to it) exists only on the dev server.
test.use({ appServer: 'development' });

/** The app chrome of spec 02 §2: header, desktop and mobile layouts, footer. */

test.describe('layout', () => {
  test('the account menu opens whole: Sign out stays where it first appears', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToDashboard(page, USERS.demo);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    await expect(signOut).toBeVisible();
    const first = await signOut.boundingBox();
    // Every item is in the list's one chunk: nothing arrives later above Sign out (a quick tap must land on it).
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('menuitem', { name: 'Transaction simulator' })).toBeVisible();
    expect(await signOut.boundingBox()).toEqual(first);
  });

  test('desktop: header, greeting, two columns, support, rewards and the simulator link', { tag: ['@dst'] }, async ({ page, context }) => {
    // It ends on the simulator page's first dev-server load (~800 unbundled modules behind the route's pending spinner),
    // which simulator.spec.ts allows 180 s for: a fresh-clone run spent 78 s before that step and ran out of the
    // default 90 s while the page downloaded.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToDashboard(page, USERS.demo);
    await expect(page.getByTestId('greeting')).toHaveText(/^Good (morning|afternoon|evening), Demo User$/);
    await expect(page.getByRole('main')).toHaveAttribute('data-layout', 'desktop');

    // Left column: the account panel; right column: cards and the transaction history, side by side.
    const left = await page.locator('[data-column="left"]').boundingBox();
    const right = await page.locator('[data-column="right"]').boundingBox();
    expect(left && right && left.x + left.width <= right.x).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

    // Rewards dropdown: the referral code with a copy button.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Rewards' }).click();
    const rewards = page.getByRole('dialog', { name: 'Rewards' });
    await expect(rewards.getByTestId('referral-code')).toHaveText(/^[A-Z0-9]{6,8}$/);
    const code = (await rewards.getByTestId('referral-code').textContent())?.trim();
    await rewards.getByRole('button', { name: 'Copy Your referral code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.keyboard.press('Escape');

    // Support: e-mail, WeChat QR modal, WhatsApp.
    await page.getByRole('button', { name: 'Support' }).click();
    await expect(page.getByRole('menuitem', { name: /Email support/ })).toHaveAttribute('href', /^mailto:support@lookcard\.io/);
    await expect(page.getByRole('menuitem', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/85251234567');
    await page.getByRole('menuitem', { name: /WeChat/ }).click();
    const wechat = page.getByRole('dialog', { name: 'Contact us on WeChat' });
    await expect(wechat.getByRole('img', { name: 'WeChat support QR code' })).toBeVisible();
    await wechat.getByRole('button', { name: 'Close' }).click();
    await expect(wechat).toBeHidden();

    // Footer, and the development-only simulator button at the bottom.
    await expect(page.getByRole('contentinfo')).toContainText('LookCard');
    await page.getByTestId('simulator-link').click();
    await expect(page).toHaveURL(/\/transaction-simulation$/);
  });

  test('mobile at 390 × 844: bottom navigation with accounts, cards (My Cards / Transactions), rewards and profile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToDashboard(page, USERS.demo);
    await expect(page.getByRole('main')).toHaveAttribute('data-layout', 'mobile');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button')).toHaveText(['Accounts', 'Cards', 'Rewards', 'Profile']);
    const box = await nav.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSideScroll()).toBe(true);

    await nav.getByRole('button', { name: 'Cards' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Cards sections' });
    await expect(tabs.getByRole('tab')).toHaveText(['My Cards', 'Transactions']);
    await expect(tabs.getByRole('tab', { name: 'My Cards' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Transactions' }).click();
    await expect(tabs.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');

    await nav.getByRole('button', { name: 'Rewards' }).click();
    await expect(page.getByTestId('referral-code')).toHaveText(/^[A-Z0-9]{6,8}$/);
    await expect(page.getByText('Referrals')).toBeVisible();

    await nav.getByRole('button', { name: 'Profile' }).click();
    const main = page.getByRole('main');
    await expect(main.getByText('DU', { exact: true })).toBeVisible();
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue('Demo User');
    await expect(main.getByLabel('Email', { exact: true })).toHaveValue('demo@example.com');
    await expect(main.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
    expect(await noSideScroll()).toBe(true);
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Change password' }).getByRole('button', { name: 'Cancel' }).click();
    await main.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
