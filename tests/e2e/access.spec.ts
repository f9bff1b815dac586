import { advanceServerClock, authenticatorCode, expect, test, outbox, pasteInto, USERS } from './support';
import type { Page } from '@playwright/test';

/** Journeys of spec 01 §4: registration with e-mail verification, two-factor sign-in, password recovery. */

const dashboard = (page: Page) => page.getByRole('heading', { name: 'Dashboard' });
/** The password inputs by their accessible name (their show/hide buttons are named "Show password"). */
const passwordField = (page: Page, label = 'Password') => page.getByRole('textbox', { name: label, exact: true });

/**
 * Opens the forgot-password screen and waits until it shows: until then the login form's Email field is still the
 * page's only one, and typing there is lost when the login form leaves (the screen takes the e-mail of the click).
 */
async function openForgotPassword(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
}

test('register → read the code from the outbox → verify → dashboard', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Email').fill('Alice@Example.com');
  await passwordField(page).fill('Alice-Passw0rd!');
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await passwordField(page, 'Confirm password').fill('Alice-Passw0rd!');
  await page.getByLabel('Referral code (optional)').fill('look2025');
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue('LOOK2025');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText('We sent a verification code to alice@example.com.')).toBeVisible();
  const mails = await outbox(request, 'alice@example.com');
  const code = mails.at(-1)?.code;
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await page.getByLabel('Verification code').fill(code?.toLowerCase() ?? '');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Your email has been verified.')).toBeVisible();
  await expect(page.getByText(/Continuing in [123]…/)).toBeVisible();
  await expect(dashboard(page)).toBeVisible({ timeout: 10_000 });
});

test('a reload of the verification step keeps the mailed code working', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill('bob');
  await page.getByLabel('Email').fill('bob@example.com');
  await passwordField(page).fill('Bob-Passw0rd!');
  await passwordField(page, 'Confirm password').fill('Bob-Passw0rd!');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  const code = (await outbox(request, 'bob@example.com')).at(-1)?.code ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6}$/);

  // Half a minute later the user comes back with the code and reloads the page first.
  await advanceServerClock(request, 30);
  await page.clock.fastForward(30_000);
  await page.reload();
  await expect(page.getByText('We sent a verification code to bob@example.com.')).toBeVisible();
  await expect(page.getByText('Your verification code has expired or is missing. Please request a new code.')).toHaveCount(0);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Your email has been verified.')).toBeVisible();
  await expect(dashboard(page)).toBeVisible({ timeout: 10_000 });
  // Nothing of the verification was kept in the browser's storage to get there.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(code);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
  { width: 1440, height: 700 },
]) {
  test(`at ${viewport.width}x${viewport.height} px the auth card stays put when the Register tab is pressed`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const login = page.getByRole('tab', { name: 'Login' });
    const register = page.getByRole('tab', { name: 'Register' });
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const before = { login: await login.boundingBox(), register: await register.boundingBox() };
    await register.click();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeAttached();
    const after = { login: await login.boundingBox(), register: await register.boundingBox() };
    for (const tab of ['login', 'register'] as const) {
      expect(Math.abs((after[tab]?.y ?? Infinity) - (before[tab]?.y ?? 0)), `${tab} tab moved`).toBeLessThanOrEqual(2);
      expect(Math.abs((after[tab]?.x ?? Infinity) - (before[tab]?.x ?? 0)), `${tab} tab moved`).toBeLessThanOrEqual(2);
    }
    // And back: the login tab does not jump either.
    await login.click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(Math.abs(((await login.boundingBox())?.y ?? Infinity) - (before.login?.y ?? 0))).toBeLessThanOrEqual(2);
  });
}

test('the terms and privacy pop-ups show the pages in a frame', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'Terms of Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(dialog).toBeVisible();
  await expect(page.frameLocator('iframe[title="Terms of Service"]').getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('button', { name: 'Privacy Policy' }).click();
  await expect(page.frameLocator('iframe[title="Privacy Policy"]').getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
});

test('sign in with two-factor using the TOTP code of the seeded secret', async ({ page, request }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(USERS.mfa.email);
  await passwordField(page).fill(USERS.mfa.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();

  const code = page.getByLabel('Authentication code');
  await code.fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Code must be 6 digits')).toBeVisible();
  await code.fill('12a456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Code must contain only numbers')).toBeVisible();
  const right = await authenticatorCode(request, USERS.mfa.totpSecret);
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid verification code')).toBeVisible();

  // Pasted as authenticator apps show it, "123 456": the space goes, all six digits stay.
  const current = await authenticatorCode(request, USERS.mfa.totpSecret);
  await pasteInto(page, code, `${current.slice(0, 3)} ${current.slice(3)}`);
  await expect(code).toHaveValue(current);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(dashboard(page)).toBeVisible();
  await expect(page.getByText(/Good (morning|afternoon|evening), Mia Factor/)).toBeVisible();
});

test('forgot password → open the link from the outbox → reset → sign in with the new password', async ({ page, request }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(USERS.demo.email);
  await openForgotPassword(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`If an account exists for ${USERS.demo.email}, we have sent a link to reset your password.`)).toBeVisible();

  const link = (await outbox(request, USERS.demo.email)).findLast((mail) => mail.link)?.link ?? '';
  const url = new URL(link);
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.searchParams.get('action')).toBe('forgot_password');
  expect(url.searchParams.get('tenantId')).toBeTruthy();
  expect(url.searchParams.get('email')).toBe(USERS.demo.email);

  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(dialog).toBeVisible();
  // The one-time query leaves the address bar once the dialog has it: the address names the dialog only.
  await expect(page).toHaveURL(/\/\?dialog=reset-password$/);
  expect(page.url()).not.toContain(url.searchParams.get('changePasswordId') ?? 'none');

  await passwordField(page, 'New password').fill('weakpassword');
  await passwordField(page, 'Confirm new password').fill('weakpassword');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(dialog.getByText('Password is too weak')).toBeVisible();
  await expect(dialog.getByText('Password strength: Fair')).toBeVisible();

  await passwordField(page, 'New password').fill('New-Demo-Passw0rd!');
  await passwordField(page, 'Confirm new password').fill('New-Demo-Passw0rd!');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(USERS.demo.email);

  await passwordField(page).fill(USERS.demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await passwordField(page).fill('New-Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(dashboard(page)).toBeVisible();
});

test('reset with two-factor: the reset MFA dialog completes it', async ({ page, request }) => {
  await page.goto('/');
  await openForgotPassword(page);
  await page.getByLabel('Email').fill(USERS.mfa.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const link = (await outbox(request, USERS.mfa.email)).findLast((mail) => mail.link)?.link ?? '';
  await page.goto(link);
  await passwordField(page, 'New password').fill('New-Mfa-User-Passw0rd!');
  await passwordField(page, 'Confirm new password').fill('New-Mfa-User-Passw0rd!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const mfa = page.getByRole('dialog', { name: "Verify it's you" });
  await expect(mfa).toBeVisible();
  const current = await authenticatorCode(request, USERS.mfa.totpSecret);
  await pasteInto(page, mfa.getByLabel('Authentication code'), `${current.slice(0, 3)}-${current.slice(3)}`);
  await expect(mfa.getByLabel('Authentication code')).toHaveValue(current);
  await mfa.getByRole('button', { name: 'Verify and reset' }).click();
  await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(USERS.mfa.email);
});

test('registration shows the spec messages for a weak password and a taken username', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Email').fill('someone@example.com');
  await passwordField(page).fill('password1234');
  await expect(page.getByText('Password strength: Fair')).toBeVisible();
  await passwordField(page, 'Confirm password').fill('password1234');
  await page.getByLabel('Referral code (optional)').fill('AB1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password is too weak')).toBeVisible();
  await expect(page.getByText('Referral code must be 6-8 alphanumeric characters')).toBeVisible();
  await expect(page.getByText('Please accept the Terms of Service and the Privacy Policy')).toBeVisible();

  await passwordField(page).fill('Someone-Passw0rd!');
  await passwordField(page, 'Confirm password').fill('Someone-Passw0rd!');
  await page.getByLabel('Referral code (optional)').fill('');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This username is already taken')).toBeVisible();
});

test('registration and the reset refuse a password the rule forbids before sending it, and never rate it Good', async ({ page, request }) => {
  // Registration: Ab1! and Abcdefghijkl score 75 ("Good" by the score alone) but break spec 01 §5.
  await page.goto('/');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill('someone');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('checkbox').check();
  for (const forbidden of ['Ab1!', 'Abcdefghijkl']) {
    await passwordField(page).fill(forbidden);
    await expect(page.getByText('Password strength: Fair')).toBeVisible();
    await expect(page.getByText('Password strength: Good')).toHaveCount(0);
    await passwordField(page, 'Confirm password').fill(forbidden);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password is too weak')).toBeVisible();
    await expect(page.getByText('At least 12 characters with uppercase and lowercase letters, a number and a special character.')).toBeVisible();
  }
  // Nothing was sent: no account, no verification mail.
  expect(await outbox(request, 'someone@example.com')).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  // The reset dialog: the same rule before the request.
  await page.getByRole('tab', { name: 'Login' }).click();
  await openForgotPassword(page);
  await page.getByLabel('Email').fill(USERS.demo.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto((await outbox(request, USERS.demo.email)).findLast((mail) => mail.link)?.link ?? '');
  await passwordField(page, 'New password').fill('Abcdefghijkl');
  await expect(page.getByText('Password strength: Fair')).toBeVisible();
  await passwordField(page, 'Confirm new password').fill('Abcdefghijkl');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a new password' }).getByText('Password is too weak')).toBeVisible();
  const stillOld = await request.post('/api/auth/check-mfa', { data: USERS.demo });
  expect(stillOld.status()).toBe(200);
});
