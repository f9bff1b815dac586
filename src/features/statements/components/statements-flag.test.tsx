import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import type * as EnvModule from '@/config/env';
import { renderWithProviders } from '@/testing/render';
import { StatementsDialog } from './statements-dialog';
import { StatementsPanel } from './statements-panel';

vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof EnvModule>();
  return { env: { ...original.env, features: { ...original.env.features, statements: false } } };
});

describe('statements feature flag off (spec 02 §6)', () => {
  it('shows neither the panel nor the modal', async () => {
    await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });
    renderWithProviders(
      <>
        <StatementsPanel />
        <StatementsDialog open onClose={() => {}} />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('statements-panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
