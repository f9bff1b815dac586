import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import { SessionGate } from '@/app/session-gate';
import type * as EnvModule from '@/config/env';
import { renderWithProviders } from '@/testing/render';
import { setWindowSize } from '@/testing/window-size';

vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof EnvModule>();
  return { env: { ...original.env, features: { ...original.env.features, rewards: false } } };
});

describe('rewards feature flag off (spec 02 §2, §6)', () => {
  it('leaves the rewards tab out of the bottom navigation', async () => {
    setWindowSize(390);
    await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 10_000 });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accounts', 'Cards', 'Profile']);
  });

  it('leaves the rewards dropdown out of the header', async () => {
    setWindowSize(1280);
    await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
    renderWithProviders(<SessionGate />, { hasDialogHost: false });
    const banner = await screen.findByRole('banner', {}, { timeout: 10_000 });
    expect(within(banner).queryByRole('button', { name: 'Rewards' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Support' })).toBeInTheDocument();
  });
});
