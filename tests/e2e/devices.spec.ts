import type { APIRequestContext, Page } from '@playwright/test';
import { advanceServerClock, expect, outbox, signIn, test, USERS, signInToDashboard } from './support';

/**
 * Signed-in devices: a second device signs in (an iPhone in Singapore: its user agent, and an address
 * of RFC 5737's range the mock server places there, appended by a proxy of the phone's own), the user is mailed about it, sees it
 * in the list beside "This device", and signs it out: its next call is a 401.
 */

const DEMO = USERS.demo;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36';

/**
 * Another device signs in to the demo account from `address`, through a proxy of its own that appends that address to
 * X-Forwarded-For: a call straight to the mock server, which (started with --trust-proxy) takes the right-most hop of a
 * loopback peer as the client. Through the app's proxy the header would place nothing: it appends the real address.
 * The session cookie belongs to the host, not the port, so the `request` context sends it to the app's origin too.
 */
async function signInElsewhere(device: APIRequestContext, mockPort: number, userAgent: string, address: string) {
  const response = await device.post(`http://127.0.0.1:${mockPort}/api/auth/login`, {
    data: { email: DEMO.email, password: DEMO.password },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
  });
  expect(response.status()).toBe(200);
}

async function openDevices(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Signed-in devices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signed-in devices' });
  await expect(dialog.getByRole('list', { name: 'Signed-in devices' })).toBeVisible();
  return dialog;
}

test.describe('signed-in devices', () => {
  test('a new device is mailed and listed; signing it out ends its session (its next call is a 401)', async ({ page, request, mockPort }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToDashboard(page, DEMO);

    await signInElsewhere(request, mockPort, IPHONE, '203.0.113.7');
    const mail = (await outbox(request, DEMO.email)).findLast((candidate) => candidate.subject === 'New sign-in to your account');
    expect(mail?.text).toContain('Device: Phone (iOS 17)');
    expect(mail?.text).toContain('Browser: Safari 17');
    expect(mail?.text).toContain('Place: Singapore, SG (approximate)');
    expect((await request.get('/api/users/me')).status()).toBe(200);

    const dialog = await openDevices(page);
    await expect(page).toHaveURL(/[?&]dialog=devices\b/);
    const rows = dialog.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    const here = rows.filter({ hasText: 'This device' });
    await expect(here).toContainText('Chrome');
    await expect(here).toContainText('Place unknown');
    const phone = dialog.getByRole('listitem', { name: 'Phone (iOS 17)' });
    await expect(phone).toContainText('Safari 17 · Singapore, Singapore');

    await phone.getByRole('button', { name: 'Sign out Phone (iOS 17)' }).click();
    await expect(page.getByText('Phone (iOS 17) was signed out')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(dialog.getByText('No other devices are signed in.')).toBeVisible();

    // The phone's next call: 401. This device is still signed in, and a reload shows the dialog again.
    expect((await request.get('/api/users/me')).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(1);
  });

  test('signs out all other devices after confirming with the password, by keyboard, at phone width', async ({ page, request, playwright, baseURL, extraHTTPHeaders, mockPort }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await signInElsewhere(request, mockPort, IPHONE, '203.0.113.7');
    const tablet = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
    await signInElsewhere(tablet, mockPort, ANDROID, '198.51.100.20');
    // Five minutes and a moment after the sign-in, every device active meanwhile: signing devices out asks again.
    await advanceServerClock(request, 240);
    for (const device of [page.request, request, tablet]) expect((await device.post('/api/session/activity')).status()).toBe(200);
    await advanceServerClock(request, 61);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Signed-in devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signed-in devices' });
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const start = dialog.getByRole('button', { name: 'Sign out all other devices' });
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Sign out other devices' })).toBeFocused();
    await page.keyboard.press('Enter');
    const prompt = page.getByRole('dialog', { name: "Confirm it's you" });
    const password = prompt.getByLabel(/^Password/);
    await expect(password).toBeFocused();
    await page.keyboard.type('Wrong-Passw0rd!');
    await page.keyboard.press('Enter');
    await expect(prompt.getByRole('alert').filter({ hasText: 'Password is incorrect' })).toBeVisible();
    expect((await request.get('/api/users/me')).status()).toBe(200);

    await password.fill('');
    await password.focus();
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await expect(page.getByText('2 other devices were signed out')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    expect((await request.get('/api/users/me')).status()).toBe(401);
    expect((await tablet.get('/api/users/me')).status()).toBe(401);
    await tablet.dispose();
  });
});
