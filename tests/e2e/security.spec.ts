import { readFileSync } from 'node:fs';
import { authenticatorCode, expect, nextAuthenticatorCode, test, pasteInto, signIn, USERS, signInToDashboard } from './support';
import type { Page } from '@playwright/test';

/** Security journeys of spec 02 (§2 dialogs, §4 MFA, §5 change password, §7 language). */

const DEMO = USERS.demo;

async function openUserMenuItem(page: Page, item: string | RegExp) {
  await page.getByRole('button', { name: /^(Account menu|帳戶選單|账户菜单)$/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function signOut(page: Page) {
  await openUserMenuItem(page, 'Sign out');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test.describe('security', () => {
  test('sets up MFA by scanning, signs in with a code and a recovery code, then disables MFA', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInToDashboard(page, DEMO);

    // Set-up: scan (the "can't scan" key), verify, complete.
    await openUserMenuItem(page, 'Multi-factor auth');
    const setup = page.getByRole('dialog', { name: 'Set up multi-factor authentication' });
    await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await setup.getByTestId('mfa-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await setup.getByRole('button', { name: 'Next' }).click();
    // Pasted with a space, as authenticator apps show it: all six digits stay.
    const setupCode = await authenticatorCode(request, secret);
    await pasteInto(page, setup.getByLabel('Authentication code'), `${setupCode.slice(0, 3)} ${setupCode.slice(3)}`);
    await expect(setup.getByLabel('Authentication code')).toHaveValue(setupCode);
    await setup.getByRole('button', { name: 'Verify and enable' }).click();
    await expect(setup.getByText('Multi-factor authentication is on')).toBeVisible();
    const codes = (await setup.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(8);
    await expect(setup.getByRole('button', { name: 'Done' })).toBeDisabled();
    await setup.getByLabel('I have stored my recovery codes in a safe place').check();
    await setup.getByRole('button', { name: 'Done' }).click();
    await expect(setup).toBeHidden();

    // Sign in again: the two-factor step takes an authenticator code.
    await signOut(page);
    await signIn(page, DEMO);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    // The code that finished the set-up is used up: the next one signs in.
    await page.getByLabel('Authentication code').fill(await nextAuthenticatorCode(request, secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    // … and a stored recovery code, once.
    await signOut(page);
    await signIn(page, DEMO);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    // Manage: disable with a current code.
    await openUserMenuItem(page, 'Multi-factor auth');
    const manage = page.getByRole('dialog', { name: 'Multi-factor authentication' });
    await expect(manage.getByText(/Multi-factor authentication is on for demo@example\.com/)).toBeVisible();
    const disableCode = await nextAuthenticatorCode(request, secret);
    await pasteInto(page, manage.getByLabel('Authentication code'), `${disableCode.slice(0, 3)}-${disableCode.slice(3)}`);
    await expect(manage.getByLabel('Authentication code')).toHaveValue(disableCode);
    await manage.getByRole('button', { name: 'Disable MFA' }).click();
    await expect(page.getByText('Multi-factor authentication has been disabled')).toBeVisible();
    await expect(manage).toBeHidden();

    // Without MFA the password alone signs in again.
    await signOut(page);
    await signInToDashboard(page, DEMO);
  });

  test('changes the password with the live checklist and signs in with the new one', async ({ page }) => {
    const next = 'Fresh-Passw0rd';
    await signIn(page, DEMO);
    await openUserMenuItem(page, 'Change password');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    const submit = dialog.getByRole('button', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(DEMO.password);
    await dialog.getByLabel(/^New password/).fill('fresh');
    await expect(dialog.getByLabel('At least 8 characters: not met')).toBeVisible();
    await expect(dialog.getByLabel('A lowercase letter: met')).toBeVisible();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(/^New password/).fill(next);
    for (const rule of ['At least 8 characters', 'An uppercase letter', 'A lowercase letter', 'A digit']) {
      await expect(dialog.getByLabel(`${rule}: met`)).toBeVisible();
    }
    await dialog.getByLabel(/^Confirm new password/).fill(next);
    await submit.click();
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    await signOut(page);
    await signIn(page, DEMO);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await signInToDashboard(page, { email: DEMO.email, password: next });
  });

  test('switches to 繁體中文: the whole dashboard is translated, saved on the account and kept after reload', async ({ page }) => {
    await signInToDashboard(page, DEMO);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/users/language') && response.request().method() === 'POST');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    expect((await saved).ok()).toBe(true);

    const expectTranslated = async () => {
      await expect(page.getByRole('heading', { name: '儀表板' })).toBeVisible();
      await expect(page.getByTestId('greeting')).toHaveText(/^(早安|午安|晚安)[,，]\s*Demo User$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
      await expect(page.getByRole('button', { name: '獎勵' })).toBeVisible();
      await expect(page.getByRole('button', { name: '客服支援' })).toBeVisible();
      // The year of the page's own clock (the journey's time).
      const year = await page.evaluate(() => new Date().getFullYear());
      await expect(page.getByText(`© ${year} LookCard。保留所有權利。`)).toBeVisible();
      // No English interface text of the catalogues is left on the page.
      await page.waitForLoadState('networkidle');
      const visible = await page.locator('body').innerText();
      expect(untranslated(visible)).toEqual([]);
    };
    await expectTranslated();
    await page.getByRole('button', { name: '帳戶選單' }).click();
    await expect(page.getByRole('menuitem', { name: '變更密碼' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '多重要素驗證' })).toBeVisible();
    // A dialog's own texts (the dialogs' part of the catalogue, loaded with the first dialog) come in the chosen language.
    await page.getByRole('menuitem', { name: '變更密碼' }).click();
    const dialog = page.getByRole('dialog', { name: '變更密碼' });
    await expect(dialog.getByRole('textbox', { name: '目前密碼' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '新密碼', exact: true })).toBeVisible();
    expect(untranslated(await dialog.innerText())).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.reload();
    await expectTranslated();
    const language = await page.request.get('/api/users/language');
    expect(((await language.json()) as { data: { language: string } }).data.language).toBe('zh-TW');
  });
});

/**
 * English catalogue texts (two words or more, without placeholders, different in Traditional Chinese) that
 * appear in the page text: each is a string someone forgot to translate or render through react-intl.
 */
function untranslated(pageText: string): string[] {
  const en = JSON.parse(readFileSync('src/i18n/messages/en.json', 'utf8')) as Record<string, string>;
  const zhTW = JSON.parse(readFileSync('src/i18n/messages/zh-TW.json', 'utf8')) as Record<string, string>;
  return Object.entries(en)
    .filter(([id, text]) => !text.includes('{') && text.trim().split(/\s+/).length >= 2 && zhTW[id] !== text)
    .map(([, text]) => text)
    .filter((text) => pageText.includes(text));
}
