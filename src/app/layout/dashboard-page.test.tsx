import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import { SessionGate } from '@/app/session-gate';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { setWindowSize } from '@/testing/window-size';

const DEMO = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };
const demoRecord = () => {
  const record = mockApp.store.find('users', (candidate) => candidate.email === DEMO.email);
  if (!record) throw new Error('no demo user');
  return record;
};

async function renderDashboard(options: Parameters<typeof renderWithProviders>[1] = {}) {
  await login(DEMO);
  const view = renderWithProviders(<SessionGate />, { ...options, hasDialogHost: false });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return view;
}

// The signed-in app is a lazy chunk of the session gate: transform it once up front (as a browser would
// have it preloaded during sign-in) so the journeys' timeouts measure the app, not the test's bundler.
beforeAll(async () => {
  await import('./dashboard-page');
}, 60_000);

describe('desktop layout (spec 02 §2)', () => {
  it('shows the header, the welcome title and greeting, both columns and the simulator link', async () => {
    setWindowSize(1280);
    await renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('greeting')).toHaveTextContent(/^Good (morning|afternoon|evening), Demo User$/);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-layout', 'desktop');
    expect(main.querySelector('[data-column="left"]')).not.toBeNull();
    expect(main.querySelector('[data-column="right"]')).not.toBeNull();
    const banner = screen.getByRole('banner');
    for (const name of ['Rewards', 'Support', /Switch to (dark|light) theme/, /^Language: English$/, 'Account menu']) {
      expect(within(banner).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(await screen.findByTestId('simulator-link', {}, { timeout: 10_000 })).toHaveAttribute('href', '/transaction-simulation');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('opens the security dialogs and the simulator link from the user menu', async () => {
    setWindowSize(1280);
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Multi-factor auth' })).toBeInTheDocument();
    expect(await within(menu).findByRole('menuitem', { name: 'Transaction simulator' }, { timeout: 10_000 })).toHaveAttribute('href', '/transaction-simulation');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows every item of the user menu as it opens: nothing is inserted above Sign out afterwards', async () => {
    setWindowSize(1280);
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items.slice(-2)).toEqual(['Transaction simulator', 'Sign out']);
  });

  it('signs out, and keeps the user signed in with a message when signing out fails', async () => {
    setWindowSize(1280);
    const { user } = await renderDashboard();
    mockApp.services.faults.add({ operationId: 'logout', status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Failed to sign out. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the referral code in the rewards dropdown', async () => {
    setWindowSize(1280);
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Rewards' }));
    const popover = await screen.findByRole('dialog', { name: 'Rewards' });
    await waitFor(() => expect(within(popover).getByTestId('referral-code')).toHaveTextContent(demoRecord().referralCode));
    expect(within(popover).getByRole('button', { name: 'Copy Your referral code' })).toBeInTheDocument();
  });

  it('falls back to LOOK plus the end of the user id when the referral code cannot be read', async () => {
    setWindowSize(1280);
    mockApp.services.faults.add({ operationId: 'getReferralCode', status: 404 });
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Rewards' }));
    const expected = `LOOK${demoRecord().id.replace(/-/g, '').slice(-6).toUpperCase()}`;
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Rewards' })).getByTestId('referral-code')).toHaveTextContent(expected));
  });

  it('lists the support channels and opens the WeChat QR code', async () => {
    setWindowSize(1280);
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Support' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Email support/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:support@lookcard\.io/));
    expect(within(menu).getByRole('menuitem', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/85251234567');
    await user.click(within(menu).getByRole('menuitem', { name: /WeChat/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us on WeChat' });
    expect(within(dialog).getByRole('img', { name: 'WeChat support QR code' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('wechat-id')).toHaveTextContent('LookCardSupport');
  });

  it('saves the chosen language on the server and translates the dashboard', async () => {
    setWindowSize(1280);
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('button', { name: /^Language/ }));
    await user.click(await screen.findByRole('menuitem', { name: '繁體中文' }));
    expect(await screen.findByRole('heading', { name: '儀表板' })).toBeInTheDocument();
    await waitFor(() => expect(demoRecord().language).toBe('zh-TW'));
    expect(localStorage.getItem('lookcard.locale')).toBe('zh-TW');
  });

  it("applies the account's language on sign-in", async () => {
    setWindowSize(1280);
    mockApp.store.put('users', { ...demoRecord(), language: 'zh-CN' });
    await renderDashboard();
    expect(await screen.findByRole('heading', { name: '仪表板' })).toBeInTheDocument();
  });
});

describe('mobile layout below 1024 px (spec 02 §2)', () => {
  it('has a bottom navigation with accounts, cards (My Cards / Transactions), rewards and profile', async () => {
    setWindowSize(390);
    const { user } = await renderDashboard();
    expect(screen.getByRole('main')).toHaveAttribute('data-layout', 'mobile');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accounts', 'Cards', 'Rewards', 'Profile']);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Cards' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cards' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Cards sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['My Cards', 'Transactions']);
    // One "My Cards" title: the sub-tab names the panel, which shows no heading of its own under it.
    const panel = await screen.findByRole('region', { name: 'My Cards' });
    expect(screen.queryAllByRole('heading', { name: 'My Cards' })).toEqual([]);
    expect(within(panel).queryByText('My Cards')).not.toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Transactions' }));
    expect(within(tabs).getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(nav).getByRole('button', { name: 'Rewards' }));
    await waitFor(() => expect(screen.getByTestId('referral-code')).toHaveTextContent(demoRecord().referralCode));
    expect(screen.getByText('Referrals').nextElementSibling).toHaveTextContent('0');
    expect(screen.getByText('LOOK earned').nextElementSibling).toHaveTextContent('0 LOOK');
  });

  it('shows the profile: initials, read-only name and e-mail, password, MFA, sign out', async () => {
    setWindowSize(390);
    const { user } = await renderDashboard();
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('button', { name: 'Profile' }));
    const main = screen.getByRole('main');
    expect(within(main).getByText('DU')).toBeInTheDocument();
    expect(within(main).getByLabelText('Name')).toHaveValue('Demo User');
    expect(within(main).getByLabelText('Name')).toHaveAttribute('readonly');
    expect(within(main).getByLabelText('Email')).toHaveValue('demo@example.com');
    expect(within(main).getByLabelText('Email')).toHaveAttribute('readonly');
    await user.click(within(main).getByRole('button', { name: /Multi-factor auth/ }));
    expect(await screen.findByRole('dialog', { name: 'Set up multi-factor authentication' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
