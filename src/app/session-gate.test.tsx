import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customFetch } from '@/api/fetcher';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { SessionGate } from './session-gate';

async function signIn(user: ReturnType<typeof renderWithProviders>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SessionGate (spec 02 §2 root page)', () => {
  it('shows a spinner while the session loads, then the sign-in form when signed out', async () => {
    renderWithProviders(<SessionGate />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the dashboard with the greeting to a verified user', async () => {
    const { user } = renderWithProviders(<SessionGate />);
    await signIn(user, 'demo@example.com', 'Demo-Passw0rd!');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Good (morning|afternoon|evening), Demo User/)).toBeInTheDocument();
  });

  it('shows the e-mail verification panel to an unverified user', async () => {
    const { user } = renderWithProviders(<SessionGate />);
    await signIn(user, 'unverified@example.com', 'Unverified-Passw0rd!');
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(/unverified@example\.com/)).toBeInTheDocument();
  });

  it('shows the server message when the password is wrong, keeping the input', async () => {
    const { user } = renderWithProviders(<SessionGate />);
    await signIn(user, 'demo@example.com', 'wrong-password');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('demo@example.com');
  });

  it('ends the session with a "session expired" message when an authenticated call answers 401', async () => {
    const { user } = renderWithProviders(<SessionGate />);
    await signIn(user, 'demo@example.com', 'Demo-Passw0rd!');
    await screen.findByRole('heading', { name: 'Dashboard' });
    // The server forgets every session (as after a restart or expiry); the next authenticated call fails.
    for (const session of mockApp.store.list('sessions')) mockApp.store.delete('sessions', session.id);
    await expect(customFetch('/api/cards', { method: 'GET' })).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument());
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });

  it('greets in Traditional Chinese when that locale is chosen', async () => {
    const { user } = renderWithProviders(<SessionGate />, { locale: 'zh-TW' });
    await user.type(await screen.findByLabelText(/電子郵件/), 'demo@example.com');
    await user.type(screen.getByLabelText(/密碼/), 'Demo-Passw0rd!');
    await user.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByRole('heading', { name: '儀表板' })).toBeInTheDocument();
  });
});
