import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createCatalogueParts } from '@/i18n';
import { DEMO_USER, mailedResetLink } from '@/testing/demo-user';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** The app as src/main.tsx starts it at an address: the router from the first screen, over the browser's history. */
function startAt(url: string, queryClient: QueryClient = createQueryClient()) {
  window.history.replaceState(null, '', url);
  const catalogueParts = createCatalogueParts();
  const router = createAppRouter(queryClient, catalogueParts);
  render(
    <AppProviders queryClient={queryClient} catalogueParts={catalogueParts} locale="en">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

const address = () => `${window.location.pathname}${window.location.search}`;

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe("the app's router, from the first screen", { timeout: 45_000 }, () => {
  it('shows the signed-out place the address names, and replaces an address that does not validate by its place', async () => {
    startAt('/?auth=register&tab=nowhere&card=4111111111111111');
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    // A bad tab and a card "id" that could be a card number are not places: they leave the address.
    await waitFor(() => expect(address()).toBe('/?auth=register'));
  });

  it('keeps the place through a sign-in (a deep link followed through it) and shows the dashboard there', async () => {
    const { user } = startAt('/?tab=cards');
    await user.click(await screen.findByLabelText(/^Email/));
    await user.paste(DEMO_USER.email);
    await user.click(screen.getByLabelText(/^Password/, { selector: 'input' }));
    await user.paste(DEMO_USER.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(address()).toBe('/?tab=cards');
  });

  it('opens the reset link over the sign-in screen and takes it out of the address at once', async () => {
    startAt(`/${(await mailedResetLink(DEMO_USER.email)).search}`);
    expect(await screen.findByLabelText(/^New password/, { selector: 'input' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/?dialog=reset-password'));
  });

  it('leaves a pushed signed-out view with Back', async () => {
    const { user } = startAt('/');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await waitFor(() => expect(address()).toBe('/?auth=forgot'));
    window.history.back();
    await waitFor(() => expect(address()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('answers any other path with the not-found page', async () => {
    startAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
