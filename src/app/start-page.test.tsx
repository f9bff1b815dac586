import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueParts } from '@/i18n';
import { mockApp } from '@/testing/mock-backend';
import { signInDemo } from '@/testing/demo-user';
import { renderWithProviders } from '@/testing/render';
import type { createAppRouter } from './router';
import { StartPage } from './start-page';

type AppRouter = ReturnType<typeof createAppRouter>;

/** The router as the start page sees it: its load, and a provider that shows where it started. */
function fakeRouter() {
  const load = vi.fn(async () => undefined);
  const createRouter = vi.fn(() => ({ load }) as unknown as AppRouter);
  const RouterProvider = () => <p>the router at {`${window.location.pathname}${window.location.search}`}</p>;
  const loadRouter = vi.fn(async () => ({ createAppRouter: createRouter as unknown as typeof createAppRouter, RouterProvider }));
  return { load, createRouter, loadRouter };
}

function renderStartAt(url: string, router = fakeRouter()) {
  window.history.replaceState(null, '', url);
  const isIndex = window.location.pathname === '/';
  const result = renderWithProviders(<StartPage catalogueParts={createCatalogueParts()} isIndex={isIndex} loadRouter={router.loadRouter} />, { hasDialogHost: false });
  return { ...result, router };
}

async function signIn(user: ReturnType<typeof renderWithProviders>['user'], email: string, password: string) {
  await user.click(await screen.findByLabelText(/^Email/));
  await user.paste(email);
  await user.click(screen.getByLabelText(/^Password/, { selector: 'input' }));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the start of a visit (the sign-in screen without the router; the router once signed in)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('@/features/auth/components/reset-password-dialog');
  }, 60_000);

  it('shows the signed-out places without loading the router', async () => {
    const { router } = renderStartAt('/?auth=register');
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    expect(router.loadRouter).not.toHaveBeenCalled();
  });

  it('hands over to the router when a sign-in completes, at the place the address names (a deep link followed through sign-in)', async () => {
    const { user, router } = renderStartAt('/?card=card-1&dialog=statements&page=2');
    await signIn(user, 'demo@example.com', 'Demo-Passw0rd!');
    expect(await screen.findByText('the router at /?card=card-1&dialog=statements&page=2', undefined, { timeout: 10_000 })).toBeInTheDocument();
    // One router for the visit, loaded (its routes' loaders run) before it renders.
    expect(router.createRouter).toHaveBeenCalledTimes(1);
    expect(router.load).toHaveBeenCalledTimes(1);
    // The page's load begun at the sign-in is the router's: its route's first load takes it instead of loading again.
    expect(router.createRouter).toHaveBeenCalledWith(expect.anything(), expect.anything(), expect.any(Promise));
  });

  it('starts with the router when the visit is signed in, with the reset link still in the address for it', async () => {
    await signInDemo();
    const { router } = renderStartAt('/?tab=cards&action=forgot_password&changePasswordId=id-1&tenantId=t-1&email=demo%40example.com');
    expect(await screen.findByText('the router at /?tab=cards&action=forgot_password&changePasswordId=id-1&tenantId=t-1&email=demo%40example.com')).toBeInTheDocument();
    expect(router.loadRouter).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('keeps an unverified user on the e-mail verification step, without the router', async () => {
    const { user, router } = renderStartAt('/');
    await signIn(user, 'unverified@example.com', 'Unverified-Passw0rd!');
    expect(await screen.findByText(/unverified@example\.com/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.loadRouter).not.toHaveBeenCalled();
  });

  it('opens the reset link over the sign-in screen and takes it out of the address at once', async () => {
    await mockApp.dispatcher.dispatch({
      method: 'POST',
      path: '/api/password/forgot',
      query: new URLSearchParams(),
      headers: { 'content-type': 'application/json' },
      bodyText: JSON.stringify({ email: 'demo@example.com' }),
    });
    const mail = mockApp.store.list('outbox').find((candidate) => candidate.to === 'demo@example.com' && candidate.link);
    const link = new URL(mail?.link ?? 'http://x');
    renderStartAt(`/${link.search}`);
    expect(await screen.findByLabelText(/^New password/, { selector: 'input' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?dialog=reset-password'));
  });

  it('gives any other path to the router from the start', async () => {
    renderStartAt('/no-such-page');
    expect(await screen.findByText('the router at /no-such-page')).toBeInTheDocument();
  });

  it('offers Try again when the router cannot be downloaded, and starts it on a second try', async () => {
    const router = fakeRouter();
    const provider = await router.loadRouter();
    router.loadRouter.mockRejectedValueOnce(new Error('offline'));
    router.loadRouter.mockResolvedValueOnce(provider);
    const { user } = renderStartAt('/no-such-page', router);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the router at /no-such-page')).toBeInTheDocument();
  });
});
