import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import { getMe } from '@/api/generated/endpoints/users/users';
import type { User } from '@contract-kit/model';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { totp } from '../../../../mock-server/testing';
import { ChangeEmailDialog } from './change-email-dialog';
import { fill } from '@/testing/fill';

const SECRET = 'JBSWY3DPEHPK3PXP';
let me: User;

beforeEach(async () => {
  me = (await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' })).user;
});

const lastCode = (to: string) =>
  mockApp.store
    .list('outbox')
    .filter((mail) => mail.to === to)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .at(-1)?.code ?? '';

function setup(user: User = me) {
  const onClose = vi.fn();
  const view = renderWithProviders(<ChangeEmailDialog open onClose={onClose} user={user} />);
  const dialog = screen.getByRole('dialog', { name: 'Change email' });
  return { ...view, onClose, dialog, q: within(dialog) };
}

async function enterAddresses(view: ReturnType<typeof setup>, newEmail: string, confirmEmail = newEmail) {
  await fill(view.user, view.q.getByLabelText(/^New email/), newEmail);
  await fill(view.user, view.q.getByLabelText(/^Confirm new email/), confirmEmail);
}

describe('ChangeEmailDialog (spec 02 §4 e-mail change, §5, §8)', () => {
  it("shows 'Email addresses don't match' and the same-email error (case-insensitive) on the fields", async () => {
    const view = setup();
    await enterAddresses(view, 'DEMO@Example.com', 'other@example.com');
    expect(view.q.getByText('New email must be different from your current email')).toBeInTheDocument();
    expect(view.q.getByText("Email addresses don't match")).toBeInTheDocument();
    expect(view.q.getByRole('button', { name: 'Send verification code' })).toBeDisabled();
  });

  it('goes from entry to verification, then refreshes the session and closes', async () => {
    const view = setup();
    await enterAddresses(view, 'demo.new@example.com');
    await view.user.click(view.q.getByRole('button', { name: 'Send verification code' }));
    expect(await view.q.findByText(/We sent a 6-character code to demo\.new@example\.com/)).toBeInTheDocument();
    await view.user.type(view.q.getByLabelText(/^Verification code/), lastCode('demo.new@example.com').toLowerCase());
    await view.user.click(view.q.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your email address is now demo.new@example.com. Other devices were signed out.')).toBeInTheDocument();
    expect(view.onClose).toHaveBeenCalled();
    expect((await getMe()).data.email).toBe('demo.new@example.com');
  });

  it('puts an address already in use on the field', async () => {
    const view = setup();
    await enterAddresses(view, 'friend@example.com');
    await view.user.click(view.q.getByRole('button', { name: 'Send verification code' }));
    expect(await view.q.findByText('This email address is already in use')).toBeInTheDocument();
    expect(view.q.getByLabelText(/^New email/)).toHaveValue('friend@example.com');
  });

  it('shows other failures in a toast with the message', async () => {
    mockApp.services.faults.add({ operationId: 'changeEmail', status: 422, body: { success: false, message: 'Email domain is not allowed' }, times: 1 });
    const view = setup();
    await enterAddresses(view, 'x@blocked.example');
    await view.user.click(view.q.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Email domain is not allowed');
  });

  it('shows a verification-failed message when the server gives none', async () => {
    mockApp.services.faults.add({ operationId: 'changeEmail', status: 500, times: 1 });
    const view = setup();
    await enterAddresses(view, 'x@example.com');
    await view.user.click(view.q.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Verification failed. Please try again.');
  });

  it('tells a wrong code, and resends a new one', async () => {
    const view = setup();
    await enterAddresses(view, 'x@example.com');
    await view.user.click(view.q.getByRole('button', { name: 'Send verification code' }));
    await view.user.type(await view.q.findByLabelText(/^Verification code/), 'ZZZZZZ');
    await view.user.click(view.q.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Invalid verification code');
    mockApp.clock.advance(30_000);
    await view.user.click(view.q.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code has been sent to x@example.com.')).toBeInTheDocument();
    expect(mockApp.store.list('emailChanges')).toHaveLength(1);
  });

  it('asks a user with MFA for the authenticator code after the mailed code', async () => {
    const demo = mockApp.store.find('users', (candidate) => candidate.email === 'demo@example.com');
    if (!demo) throw new Error('no demo user');
    mockApp.store.put('users', { ...demo, mfaEnabled: true, mfaSecret: SECRET });
    const view = setup((await getMe()).data);
    await enterAddresses(view, 'mia.new@example.com');
    await view.user.click(view.q.getByRole('button', { name: 'Send verification code' }));
    // Both codes pasted with a separator: it goes before the length is limited.
    const mailed = lastCode('mia.new@example.com');
    await view.user.click(await view.q.findByLabelText(/^Verification code/));
    await view.user.paste(`${mailed.slice(0, 3)}-${mailed.slice(3)}`);
    expect(view.q.getByLabelText(/^Verification code/)).toHaveValue(mailed);
    await view.user.click(view.q.getByRole('button', { name: 'Verify' }));
    expect(await view.q.findByText('Enter the 6-digit code from your authenticator app to confirm the change.')).toBeInTheDocument();
    // One code for the typing and the check: computed twice, a 30 s step could turn between them.
    const typed = totp(SECRET, mockApp.clock.nowMs());
    await view.user.type(view.q.getByLabelText(/^Authentication code/), `ab${typed}9`);
    expect(view.q.getByLabelText(/^Authentication code/)).toHaveValue(typed);
    const authenticator = totp(SECRET, mockApp.clock.nowMs());
    await view.user.clear(view.q.getByLabelText(/^Authentication code/));
    await view.user.paste(`${authenticator.slice(0, 3)} ${authenticator.slice(3)}`);
    expect(view.q.getByLabelText(/^Authentication code/)).toHaveValue(authenticator);
    await view.user.click(view.q.getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect((await getMe()).data.email).toBe('mia.new@example.com');
  });
});
