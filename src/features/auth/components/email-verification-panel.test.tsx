import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { totp, errorResponse, publicUser, SEEDED_MFA_SECRET } from '../../../../mock-server/testing';
import { useSession } from '../hooks/use-session';
import { AuthScreen } from './auth-screen';
import { EmailVerificationPanel } from './email-verification-panel';
import { fill } from '@/testing/fill';

type User = ReturnType<typeof renderWithProviders>['user'];

/** The part of the session gate this step needs: sign-in, verification, then "the dashboard". */
function Gate() {
  const session = useSession();
  if (session.isPending) return null;
  if (!session.data) return <AuthScreen />;
  if (!session.data.verified) return <EmailVerificationPanel user={session.data} />;
  return <h1>Dashboard</h1>;
}

const lastCode = (email: string) =>
  mockApp.store
    .list('outbox')
    .filter((mail) => mail.to === email && mail.code)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .at(-1)?.code ?? '';
const codeField = () => screen.getByLabelText(/^Verification code/);
const verifyButton = () => screen.getByRole('button', { name: 'Verify email' });

async function register(user: User) {
  await user.click(await screen.findByRole('tab', { name: 'Register' }));
  await fill(user, await screen.findByLabelText(/^Username/), 'alice');
  await fill(user, screen.getByLabelText(/^Email/), 'alice@example.com');
  await fill(user, screen.getByLabelText(/^Password/, { selector: 'input' }), 'Alice-Passw0rd!');
  await fill(user, screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Alice-Passw0rd!');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
}

describe('e-mail verification step (spec 01 §4, §5, §8)', { timeout: 45_000 }, () => {
  it('follows registration: checks the code, then a verified message and a 3 s countdown, then continues', async () => {
    const { user } = renderWithProviders(<Gate />);
    await register(user);
    expect(screen.getByText('We sent a verification code to alice@example.com.')).toBeInTheDocument();
    await user.click(verifyButton());
    expect(screen.getByText('Verification code is required')).toBeInTheDocument();
    await fill(user, codeField(), 'abc');
    await user.click(verifyButton());
    expect(screen.getByText('Please enter the 6-character code from the email')).toBeInTheDocument();
    const code = lastCode('alice@example.com');
    await user.clear(codeField());
    await fill(user, codeField(), code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
    await user.click(verifyButton());
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    // Pasted from the mail with a space, in lower case: the space goes before the length is limited.
    await fill(user, codeField(), `${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}`);
    expect(codeField()).toHaveValue(code);
    await user.click(verifyButton());
    expect(await screen.findByText('Your email has been verified.')).toBeInTheDocument();
    expect(screen.getByText('Continuing in 3…')).toBeInTheDocument();
    expect(await screen.findByText('Continuing in 2…', undefined, { timeout: 2000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('asks a signed-in user without a code to request one; resend replaces the id', async () => {
    const { user } = renderWithProviders(<Gate />);
    await fill(user, await screen.findByLabelText(/^Email/), 'unverified@example.com');
    await fill(user, screen.getByLabelText(/^Password/, { selector: 'input' }), 'Unverified-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Your verification code has expired or is missing. Please request a new code.')).toBeInTheDocument();
    await fill(user, codeField(), 'ABC123');
    await user.click(verifyButton());
    // The prompt is on screen before and after the answer: wait for the answer.
    await waitFor(() => expect(verifyButton()).toBeEnabled());
    expect(screen.getByText('Your verification code has expired or is missing. Please request a new code.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code has been sent to unverified@example.com.')).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    await fill(user, codeField(), lastCode('unverified@example.com'));
    await user.click(verifyButton());
    expect(await screen.findByText('Your email has been verified.')).toBeInTheDocument();
  });

  it('takes the mailed code after a reload: the server still knows the verification in progress', async () => {
    const first = renderWithProviders(<Gate />);
    await register(first.user);
    const code = lastCode('alice@example.com');
    mockApp.clock.advance(30_000);
    // A reload: the page's memory is gone, the session cookie stays.
    first.unmount();
    const { user } = renderWithProviders(<Gate />);
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(await screen.findByText('We sent a verification code to alice@example.com.')).toBeInTheDocument();
    expect(screen.queryByText('Your verification code has expired or is missing. Please request a new code.')).not.toBeInTheDocument();
    await fill(user, codeField(), code);
    await user.click(verifyButton());
    expect(await screen.findByText('Your email has been verified.')).toBeInTheDocument();
    expect(mockApp.store.find('users', (record) => record.email === 'alice@example.com')?.verified).toBe(true);
  });

  it('takes the resent code after a reload too', async () => {
    const first = renderWithProviders(<Gate />);
    await fill(first.user, await screen.findByLabelText(/^Email/), 'unverified@example.com');
    await fill(first.user, screen.getByLabelText(/^Password/, { selector: 'input' }), 'Unverified-Passw0rd!');
    await first.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await first.user.click(await screen.findByRole('button', { name: 'Resend code' }));
    await screen.findByText('A new code has been sent to unverified@example.com.');
    first.unmount();
    const { user } = renderWithProviders(<Gate />);
    await fill(user, await screen.findByLabelText(/^Verification code/), lastCode('unverified@example.com'));
    await user.click(verifyButton());
    expect(await screen.findByText('Your email has been verified.')).toBeInTheDocument();
  });

  it('asks the server again on submit when reading the verification failed', async () => {
    const first = renderWithProviders(<Gate />);
    await register(first.user);
    first.unmount();
    mockApp.services.faults.add({ operationId: 'getEmailVerification', status: 503, times: 1 });
    const { user } = renderWithProviders(<Gate />);
    await fill(user, await screen.findByLabelText(/^Verification code/), lastCode('alice@example.com'));
    await user.click(verifyButton());
    expect(await screen.findByText('Your email has been verified.')).toBeInTheDocument();
  });

  it('asks for a resend when the code has expired', async () => {
    const { user } = renderWithProviders(<Gate />);
    await register(user);
    mockApp.clock.advance(15 * 60_000);
    await fill(user, codeField(), lastCode('alice@example.com'));
    await user.click(verifyButton());
    expect(await screen.findByText('Your verification code has expired or is missing. Please request a new code.')).toBeInTheDocument();
  });

  it.each([
    ['NoVerificationId', 'Your verification code has expired or is missing. Please request a new code.'],
    ['VerificationCodeExpired', 'Your verification code has expired or is missing. Please request a new code.'],
    ['InvalidVerificationFormat', 'Please enter the 6-character code from the email'],
  ])('maps the server code %s to its message', async (code, message) => {
    const { user } = renderWithProviders(<Gate />);
    await register(user);
    mockApp.services.faults.add({ operationId: 'verifyEmail', status: 400, body: errorResponse(400, 'Verification rejected', { code }).body, times: 1 });
    await fill(user, codeField(), lastCode('alice@example.com'));
    await user.click(verifyButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Verification rejected')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
  });

  it('asks a two-factor user for the authenticator code after the mailed code', async () => {
    const record = mockApp.store.find('users', (candidate) => candidate.email === 'mfa@example.com');
    if (!record) throw new Error('seed lacks the MFA user');
    mockApp.store.put('users', { ...record, verified: false });
    const { user } = renderWithProviders(<EmailVerificationPanel user={publicUser({ ...record, verified: false })} />);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText('A new code has been sent to mfa@example.com.');
    await fill(user, codeField(), lastCode('mfa@example.com'));
    await user.click(verifyButton());
    expect(await screen.findByText(/Enter the 6-digit code from your authenticator app to finish/)).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Authentication code/), '12a456');
    await user.click(verifyButton());
    expect(screen.getByText('Code must contain only numbers')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Authentication code/));
    await fill(user, screen.getByLabelText(/^Authentication code/), totp(SEEDED_MFA_SECRET, mockApp.clock.nowMs()));
    await user.click(verifyButton());
    expect(await screen.findByText('Your email has been verified.')).toBeInTheDocument();
    await waitFor(() => expect(mockApp.store.get('users', record.id)?.verified).toBe(true));
  });
});
