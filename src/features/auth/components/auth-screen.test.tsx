import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { getGetSessionQueryKey } from '@/api/generated/endpoints/auth/auth';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { totp, errorResponse, SEEDED_MFA_SECRET, SEEDED_MFA_RECOVERY_CODES } from '../../../../mock-server/testing';
import { AuthScreen } from './auth-screen';
import { fill } from '@/testing/fill';

type User = ReturnType<typeof renderWithProviders>['user'];

/**
 * The sign-in screen as the app shows it: with no dialog host beside it (the session gate mounts one only over the
 * signed-in app). A host here would read the session itself once an earlier file of the worker has loaded its code.
 */
const renderAuthScreen = (ui: ReactElement, options: Parameters<typeof renderWithProviders>[1] = {}) => renderWithProviders(ui, { hasDialogHost: false, ...options });

const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });

async function submitCredentials(user: User, address: string, secret: string) {
  await fill(user, email(), address);
  await fill(user, password(), secret);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login tab (spec 01 §4 Login)', { timeout: 45_000 }, () => {
  it('checks the fields before calling the server', async () => {
    const { user } = renderAuthScreen(<AuthScreen />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await fill(user, email(), 'demo@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('signs in without two-factor: success message, then the completion after 1 s and 1.5 s', async () => {
    let signedIn = 0;
    const { user, queryClient } = renderAuthScreen(<AuthScreen onSignedIn={() => signedIn++} />);
    await submitCredentials(user, '  Demo@Example.com ', 'Demo-Passw0rd!');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(queryClient.getQueryData(getGetSessionQueryKey())).toBeUndefined();
    expect(await screen.findByText('Taking you to your dashboard…', undefined, { timeout: 2000 })).toBeInTheDocument();
    await waitFor(() => expect(signedIn).toBe(1), { timeout: 3000 });
    expect(queryClient.getQueryData(getGetSessionQueryKey())).toMatchObject({ email: 'demo@example.com', verified: true });
  });

  it('asks a two-factor user for the code: 6 digits, numbers only, then a real TOTP code signs in', async () => {
    const { user, queryClient } = renderAuthScreen(<AuthScreen />);
    await submitCredentials(user, 'mfa@example.com', 'Mfa-User-Passw0rd!');
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    // The code step's field arrives with its own chunk, just after the heading.
    const code = await screen.findByLabelText(/^Authentication code/);
    await fill(user, code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Code must be 6 digits')).toBeInTheDocument();
    await user.clear(code);
    await fill(user, code, '12a456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Code must contain only numbers')).toBeInTheDocument();
    const right = totp(SEEDED_MFA_SECRET, mockApp.clock.nowMs());
    await user.clear(code);
    await fill(user, code, right === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    // Pasted as an authenticator or a mail shows it: the space goes before the length is limited.
    await fill(user, code, `${right.slice(0, 3)} ${right.slice(3)}`);
    expect(code).toHaveValue(right);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(getGetSessionQueryKey())).toMatchObject({ email: 'mfa@example.com' }), { timeout: 4000 });
  });

  it('accepts a recovery code instead, and goes back to login on request', async () => {
    const { user } = renderAuthScreen(<AuthScreen />);
    await submitCredentials(user, 'mfa@example.com', 'Mfa-User-Passw0rd!');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await fill(user, screen.getByLabelText(/^Recovery code/), 'short');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Recovery code must be 10 letters or digits')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Recovery code/));
    await fill(user, screen.getByLabelText(/^Recovery code/), SEEDED_MFA_RECOVERY_CODES[1].toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('returns from the code step to the login form with the input kept', async () => {
    const { user } = renderAuthScreen(<AuthScreen />);
    await submitCredentials(user, 'mfa@example.com', 'Mfa-User-Passw0rd!');
    await user.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the throttling message with the wait, and disables sign-in meanwhile', async () => {
    const { user } = renderAuthScreen(<AuthScreen />);
    await fill(user, email(), 'demo@example.com');
    await fill(user, password(), 'Wrong-Passw0rd!');
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/^Too many attempts\. Please try again in (300|29\d) seconds\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('shows the session-expired (with the server’s reason) and password-reset notices', () => {
    const first = renderAuthScreen(<AuthScreen notice="session-expired" />);
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    first.unmount();
    const idle = renderAuthScreen(<AuthScreen notice="session-idle" />);
    expect(screen.getByText('You were signed out because there was no activity for a while. Please sign in again.')).toBeInTheDocument();
    idle.unmount();
    const lifetime = renderAuthScreen(<AuthScreen notice="session-lifetime" />);
    expect(screen.getByText('Your session reached its time limit and ended. Please sign in again.')).toBeInTheDocument();
    lifetime.unmount();
    renderAuthScreen(<AuthScreen notice="password-reset" initialEmail="demo@example.com" />);
    expect(screen.getByText('Your password has been reset. Please sign in with your new password.')).toBeInTheDocument();
    expect(email()).toHaveValue('demo@example.com');
  });
});

describe('register tab (spec 01 §4 Registration, §5, §8)', { timeout: 45_000 }, () => {
  async function openRegister() {
    const rendered = renderAuthScreen(<AuthScreen />);
    await rendered.user.click(screen.getByRole('tab', { name: 'Register' }));
    // The register view is a lazy chunk: it appears once loaded.
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    return rendered;
  }

  async function fillForm(user: User, fields: { username?: string; email?: string; password?: string; confirm?: string; referral?: string; terms?: boolean }) {
    if (fields.username) await fill(user, screen.getByLabelText(/^Username/), fields.username);
    if (fields.email) await fill(user, screen.getByLabelText(/^Email/), fields.email);
    if (fields.password) await fill(user, screen.getByLabelText(/^Password/, { selector: 'input' }), fields.password);
    if (fields.confirm) await fill(user, screen.getByLabelText(/^Confirm password/, { selector: 'input' }), fields.confirm);
    if (fields.referral) await fill(user, screen.getByLabelText(/^Referral code/), fields.referral);
    if (fields.terms) await user.click(screen.getByRole('checkbox'));
  }

  const strength = () => screen.getByText(/^Password strength:/);

  it('rates nothing before the password is typed, nor once it is cleared', async () => {
    const { user } = await openRegister();
    const field = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(screen.queryByText(/^Password strength:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await fill(user, field, 'a');
    expect(strength()).toHaveTextContent('Password strength: Weak');
    await user.clear(field);
    expect(screen.queryByText(/^Password strength:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('rates the password as typed: Weak, Fair, Strong — never Good for a password the rule forbids', async () => {
    const { user } = await openRegister();
    const field = screen.getByLabelText(/^Password/, { selector: 'input' });
    await fill(user, field, 'a');
    expect(strength()).toHaveTextContent('Password strength: Weak');
    await fill(user, field, 'Ab');
    expect(strength()).toHaveTextContent('Password strength: Fair'); // 50
    // Both score 75 ("Good" by the score alone) but break the rule: 4 characters; no digit or symbol.
    await fill(user, field, 'Ab1!');
    expect(strength()).toHaveTextContent('Password strength: Fair');
    await fill(user, field, 'Abcdefghijkl');
    expect(strength()).toHaveTextContent('Password strength: Fair');
    await fill(user, field, 'Ab1!cdefghij');
    expect(strength()).toHaveTextContent('Password strength: Strong'); // 100
    expect(screen.getByRole('progressbar', { name: 'Password strength: Strong' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows every field rule of the spec', async () => {
    const { user } = await openRegister();
    await fillForm(user, { password: 'abcdefghijk1', confirm: 'abcdefghijk2', referral: 'ab1' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is too weak')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Referral code must be 6-8 alphanumeric characters')).toBeInTheDocument();
    expect(screen.getByText('Please accept the Terms of Service and the Privacy Policy')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Referral code/)).toHaveValue('AB1');
  });

  it.each([['Ab1!'], ['Abcdefghijkl'], ['Abcdefghijk1']])("refuses %j before submitting, with the spec's message and the rule", async (forbidden) => {
    const { user } = await openRegister();
    const usersBefore = mockApp.store.count('users');
    await fillForm(user, { username: 'brandnew', email: 'brandnew@example.com', password: forbidden, confirm: forbidden, terms: true });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const field = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Password is too weak At least 12 characters with uppercase and lowercase letters, a number and a special character.');
    expect(screen.queryByText('Password does not meet requirements')).not.toBeInTheDocument();
    expect(mockApp.store.count('users')).toBe(usersBefore);
  });

  it.each([
    ['a used e-mail', { username: 'brandnew', email: 'demo@example.com' }, 'A user with this email already exists'],
    ['a used username', { username: 'Demo', email: 'brandnew@example.com' }, 'This username is already taken'],
  ])('maps the server answer for %s', async (_, fields, message) => {
    const { user } = await openRegister();
    await fillForm(user, { password: 'Brand-New-Passw0rd!', confirm: 'Brand-New-Passw0rd!', terms: true, ...fields });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue(fields.username);
  });

  it.each([
    ['DuplicateEmail', 409, 'A user with this email already exists'],
    ['DuplicateUsername', 409, 'This username is already taken'],
    ['InvalidPassword', 400, 'Password does not meet requirements'],
  ])('maps the server code %s to its message whatever the server text', async (code, status, message) => {
    mockApp.services.faults.add({ operationId: 'registerUser', status, body: errorResponse(status, 'Registration rejected', { code }).body, times: 1 });
    const { user } = await openRegister();
    await fillForm(user, { username: 'brandnew', email: 'brandnew@example.com', password: 'Brand-New-Passw0rd!', confirm: 'Brand-New-Passw0rd!', terms: true });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Registration rejected')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('brandnew@example.com');
  });

  it('registers, signs in automatically, and the server holds the verification for the next step', async () => {
    const { user, queryClient, unmount } = await openRegister();
    await fillForm(user, { username: 'alice', email: 'Alice@Example.com', password: 'Alice-Passw0rd!', confirm: 'Alice-Passw0rd!', referral: 'look2025', terms: true });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(queryClient.getQueryData(getGetSessionQueryKey())).toMatchObject({ email: 'alice@example.com', verified: false }));
    expect(mockApp.store.find('emailVerifications', (record) => record.email === 'alice@example.com')).toBeDefined();
    // Once the form is gone (the session gate shows the verification step), no password stays in the cache.
    unmount();
    await waitFor(() =>
      expect(
        JSON.stringify(
          queryClient
            .getMutationCache()
            .getAll()
            .map((mutation) => mutation.state),
        ),
      ).not.toContain('Alice-Passw0rd!'),
    );
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
      ),
    ).not.toContain('Alice-Passw0rd!');
  });

  it('shows the terms and the privacy policy in a frame', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Terms of Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(within(dialog).getByTitle('Terms of Service')).toHaveAttribute('src', '/mock-pages/terms?lang=en');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opening a page from inside the checkbox label does not tick the box.
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(within(await screen.findByRole('dialog', { name: 'Privacy Policy' })).getByTitle('Privacy Policy')).toHaveAttribute('src', '/mock-pages/privacy?lang=en');
  });
});

describe('forgot password (spec 01 §4, §8)', { timeout: 45_000 }, () => {
  it('sends the link and offers going back or trying again; the answer is the same for unknown addresses', async () => {
    const { user } = renderAuthScreen(<AuthScreen />);
    await fill(user, email(), 'Demo@Example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('Demo@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('If an account exists for demo@example.com, we have sent a link to reset your password.')).toBeInTheDocument();
    expect(mockApp.store.list('outbox').filter((mail) => mail.to === 'demo@example.com' && mail.link)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const field = screen.getByLabelText(/^Email/);
    await user.clear(field);
    await fill(user, field, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account exists for nobody@example.com, we have sent a link to reset your password.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('validates the address, and still shows the e-mail-sent message when the request fails', async () => {
    const { user } = renderAuthScreen(<AuthScreen />, { place: { auth: 'forgot' } });
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    mockApp.services.faults.add({ operationId: 'forgotPassword', status: 503 });
    await fill(user, screen.getByLabelText(/^Email/), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account exists for demo@example.com, we have sent a link to reset your password.')).toBeInTheDocument();
  });

  it('says nothing was sent when the device is offline (no "we have sent a link"), keeps the address, and sends once back online', async () => {
    const { user } = renderAuthScreen(<AuthScreen />, { place: { auth: 'forgot' } });
    await fill(user, await screen.findByLabelText(/^Email/), 'demo@example.com');
    onlineManager.setOnline(false);
    try {
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByRole('alert')).toHaveTextContent("You're offline. Nothing was sent — your entries are kept; try again when you're back online.");
      expect(screen.queryByText(/we have sent a link/)).not.toBeInTheDocument();
      expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@example.com');
      expect(mockApp.store.list('outbox').filter((mail) => mail.to === 'demo@example.com' && mail.link)).toHaveLength(0);
    } finally {
      onlineManager.setOnline(true);
    }
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account exists for demo@example.com, we have sent a link to reset your password.')).toBeInTheDocument();
  });
});
