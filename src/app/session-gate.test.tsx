import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { EmailVerificationPanel, parseResetLink, readResetSearch } from '@/features/auth';
import { mockApp } from '@/testing/mock-backend';
import { mailedResetLink, signInDemo } from '@/testing/demo-user';
import { TEST_NOW } from '../../mock-server/testing';
import type { PlaceSearch } from '@/lib/places';
import { PlaceProbe, readPlace } from '@/testing/place-probe';
import { renderWithProviders } from '@/testing/render';
import { SessionGate } from './session-gate';
import { fill } from '@/testing/fill';

type User = ReturnType<typeof renderWithProviders>['user'];

/** The login completion runs after the spec's 1 s and 1.5 s delays. */
const AFTER_LOGIN = { timeout: 5000 };

async function signIn(user: User, email: string, password: string) {
  await fill(user, await screen.findByLabelText(/^Email/), email);
  await fill(user, screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The page at a place (as if the address named it), with the place shown for the test to read. */
function renderGateAt(place: PlaceSearch) {
  return renderWithProviders(
    <>
      <SessionGate />
      <PlaceProbe />
    </>,
    { hasDialogHost: false, place },
  );
}

describe('SessionGate (spec 02 §2 root page)', { timeout: 45_000 }, () => {
  // The signed-in app and the rarer auth screens are lazy chunks: transform them once up front (as a
  // browser would have them preloaded) so the journeys' timeouts measure the app, not the test's bundler.
  beforeAll(async () => {
    await Promise.all([import('./layout/dashboard-page'), import('@/features/auth/components/email-verification-panel'), import('@/features/auth/components/reset-password-dialog')]);
  }, 60_000);

  it('shows a spinner while the session loads, then the sign-in form when signed out', async () => {
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toBeInTheDocument();
  });

  it('shows the dashboard with the greeting to a verified user', async () => {
    const { user } = renderWithProviders(<SessionGate />, { hasDialogHost: false });
    await signIn(user, 'demo@example.com', 'Demo-Passw0rd!');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, AFTER_LOGIN)).toBeInTheDocument();
    expect(screen.getByText(/Good (morning|afternoon|evening), Demo User/)).toBeInTheDocument();
  });

  it('shows the e-mail verification panel to an unverified user, with a way back to login', async () => {
    const { user } = renderWithProviders(<SessionGate />, { hasDialogHost: false });
    await signIn(user, 'unverified@example.com', 'Unverified-Passw0rd!');
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(/unverified@example\.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the e-mail verification step when the server refuses an action with 403 EmailNotVerified', async () => {
    const { user } = renderWithProviders(<SessionGate />, { hasDialogHost: false });
    await signIn(user, 'demo@example.com', 'Demo-Passw0rd!');
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, AFTER_LOGIN)).toBeInTheDocument();
    // The account's address is no longer verified on the server (e.g. changed elsewhere): the next card operation is refused.
    const demo = mockApp.store.find('users', (candidate) => candidate.email === 'demo@example.com');
    if (!demo) throw new Error('no demo user');
    mockApp.store.put('users', { ...demo, verified: false });
    mockApp.store.flush();
    const card = mockApp.store.find('cards', (candidate) => candidate.userId === demo.id && candidate.status === 'active');
    await expect(customFetch(`/api/cards/${card?.id ?? 'none'}/freeze`, { method: 'POST' })).rejects.toMatchObject({ status: 403, code: 'EmailNotVerified' });
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers only sign-out to a signed-in user whose account has no e-mail address', async () => {
    const user = { id: 'u1', profileId: 'p1', email: '', verified: false, mfaEnabled: false, twoFactor: { methods: [] }, createdAt: '2026-11-01T00:00:00.000Z' };
    renderWithProviders(<EmailVerificationPanel user={user} />);
    // The panel is a lazy chunk (the sign-in route does not ship it): wait for it.
    expect(await screen.findByText('Unable to verify email: No email address found in your account. Please try logging in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Verification code/)).not.toBeInTheDocument();
  });

  it("keeps the user signed in and says 'Failed to sign out. Please try again.' when sign-out fails", async () => {
    const noEmail = { id: 'u1', profileId: 'p1', email: '', verified: false, mfaEnabled: false, twoFactor: { methods: [] }, createdAt: '2026-11-01T00:00:00.000Z' };
    const { user } = renderWithProviders(<EmailVerificationPanel user={noEmail} />);
    mockApp.services.faults.add({ operationId: 'logout', status: 503, times: 1 });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Failed to sign out. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });

  it('shows the server message when the password is wrong, keeping the input', async () => {
    const { user } = renderWithProviders(<SessionGate />, { hasDialogHost: false });
    await signIn(user, 'demo@example.com', 'wrong-password');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@example.com');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('wrong-password');
  });

  it('ends the session with a "session expired" message when an authenticated call answers 401', async () => {
    const { user } = renderWithProviders(<SessionGate />, { hasDialogHost: false });
    await signIn(user, 'demo@example.com', 'Demo-Passw0rd!');
    await screen.findByRole('heading', { name: 'Dashboard' }, AFTER_LOGIN);
    // The server forgets every session (as after a restart or expiry); the next authenticated call fails.
    for (const session of mockApp.store.list('sessions')) mockApp.store.delete('sessions', session.id);
    await expect(customFetch('/api/cards', { method: 'GET' })).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument());
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });

  it('says on the sign-in screen that the session ended after a while without activity', async () => {
    const { user } = renderWithProviders(<SessionGate />, { hasDialogHost: false });
    await signIn(user, 'demo@example.com', 'Demo-Passw0rd!');
    await screen.findByRole('heading', { name: 'Dashboard' }, AFTER_LOGIN);
    // Five minutes without an action pass on the server's clock (as the simulator moves it); the next call is refused.
    // Whichever call comes first (this one, or one of the dashboard's own) is told SessionIdleTimeout and the session is
    // gone for the ones after it, so this call's code depends on timing; the reason the user reads does not.
    mockApp.clock.advance(5 * 60_000);
    await expect(customFetch('/api/cards', { method: 'GET' })).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument());
    expect(screen.getByText('You were signed out because there was no activity for a while. Please sign in again.')).toBeInTheDocument();
  });

  it('warns "Stay signed in?" a minute before the idle timeout: its code comes among the idle-time preloads', async () => {
    // Fake timers that still run (the dashboard's own timers and downloads go on); the mock backend's clock follows them.
    vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    await signInDemo();
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, AFTER_LOGIN)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Five minutes without activity end the session; the warning comes a minute before.
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000 + 1000));
    expect(await screen.findByRole('alertdialog', { name: 'Stay signed in?' })).toBeInTheDocument();
  });

  it('says why on the sign-in screen when the app starts after the session ran out', async () => {
    await customFetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'demo@example.com', password: 'Demo-Passw0rd!' }) });
    // The tab was closed; twelve hours later (the session's lifetime) the app opens again.
    mockApp.clock.advance(12 * 60 * 60_000);
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Your session reached its time limit and ended. Please sign in again.')).toBeInTheDocument();
  });

  it('opens the place a link named once the user is through sign-in and e-mail verification', async () => {
    const lastCode = () =>
      mockApp.store
        .list('outbox')
        .filter((mail) => mail.to === 'unverified@example.com' && mail.code)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .at(-1)?.code ?? '';
    const { user } = renderGateAt({ dialog: 'transfer' });
    await signIn(user, 'unverified@example.com', 'Unverified-Passw0rd!');
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText('A new code has been sent to unverified@example.com.');
    await fill(user, screen.getByLabelText(/^Verification code/), lastCode());
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    // After the spec's 3 s countdown: the dashboard, with the dialog the link named.
    expect(await screen.findByRole('dialog', { name: 'Transfer' }, { timeout: 10_000 })).toBeInTheDocument();
    // Behind it the dashboard (whose first render is deferred: it may follow the dialog by a moment).
    expect(await screen.findByRole('heading', { name: 'Dashboard', hidden: true })).toBeInTheDocument();
    expect(readPlace(screen.getByTestId('place'))).toEqual({ dialog: 'transfer' });
  });

  it('signs out to the plain address: the next user starts at the dashboard', async () => {
    const { user } = renderGateAt({ tab: 'profile' });
    await signIn(user, 'demo@example.com', 'Demo-Passw0rd!');
    await screen.findByRole('heading', { name: 'Dashboard' }, AFTER_LOGIN);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(readPlace(screen.getByTestId('place'))).toEqual({});
  });

  it('greets in Traditional Chinese when that locale is chosen', async () => {
    const { user } = renderWithProviders(<SessionGate />, { locale: 'zh-TW', hasDialogHost: false });
    await fill(user, await screen.findByLabelText(/^電子郵件/), 'demo@example.com');
    await fill(user, screen.getByLabelText(/^密碼/, { selector: 'input' }), 'Demo-Passw0rd!');
    await user.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByRole('heading', { name: '儀表板' }, AFTER_LOGIN)).toBeInTheDocument();
  });

  describe('the reset-password link (spec 01 §2, §4)', () => {
    const resetLink = async (email: string) => parseResetLink(readResetSearch(Object.fromEntries((await mailedResetLink(email)).searchParams)));

    async function reset(user: User) {
      await fill(user, await screen.findByLabelText(/^New password/, { selector: 'input' }), 'New-Demo-Passw0rd!');
      await fill(user, screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'New-Demo-Passw0rd!');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
    }

    it('returns to the login tab with the e-mail prefilled and a prompt, and the new password signs in', async () => {
      const { user } = renderWithProviders(<SessionGate resetLink={await resetLink('demo@example.com')} />, { hasDialogHost: false });
      await reset(user);
      expect(await screen.findByText('Your password has been reset. Please sign in with your new password.')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
      expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@example.com');
      await fill(user, screen.getByLabelText(/^Password/, { selector: 'input' }), 'New-Demo-Passw0rd!');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText('Login successful')).toBeInTheDocument();
    });

    it('signs out a signed-in user after the reset (the server ended the sessions)', async () => {
      const { user } = renderWithProviders(<SessionGate />, { hasDialogHost: false });
      await signIn(user, 'demo@example.com', 'Demo-Passw0rd!');
      await screen.findByRole('heading', { name: 'Dashboard' }, AFTER_LOGIN);
      const link = await resetLink('demo@example.com');
      const second = renderWithProviders(<SessionGate resetLink={link} />, { hasDialogHost: false });
      await reset(second.user);
      expect(await screen.findByText('Your password has been reset. Please sign in with your new password.')).toBeInTheDocument();
    });

    it('leads a dead link to the forgot-password form with the e-mail prefilled', async () => {
      const link = await resetLink('demo@example.com');
      if (!link) throw new Error('no link');
      const { user } = renderWithProviders(<SessionGate resetLink={{ ...link, changePasswordId: 'used-or-unknown' }} />, { hasDialogHost: false });
      await reset(user);
      await user.click(await screen.findByRole('button', { name: 'Request a new link' }));
      expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
      expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@example.com');
    });
  });
});
