import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { verifyPassword } from '../../../../mock-server/testing';
import { ChangePasswordDialog } from './change-password-dialog';
import { fill } from '@/testing/fill';

const DEMO = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };

beforeEach(async () => {
  await login(DEMO);
});

function setup() {
  const onClose = vi.fn();
  const view = renderWithProviders(<ChangePasswordDialog open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Change password' });
  const field = (name: RegExp) => within(dialog).getByLabelText(name, { selector: 'input' });
  const submit = () => within(dialog).getByRole('button', { name: 'Change password' });
  return { ...view, onClose, dialog, field, submit };
}

const rule = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(new RegExp(`^${name}: `));

describe('ChangePasswordDialog (spec 02 §2, §5, §8)', () => {
  it('updates the checklist on every change and keeps submit disabled while invalid', async () => {
    const { user, dialog, field, submit } = setup();
    expect(submit()).toBeDisabled();
    await user.type(field(/^Current password/), DEMO.password);
    await user.type(field(/^New password/), 'abc');
    expect(rule(dialog, 'At least 8 characters')).toHaveAccessibleName('At least 8 characters: not met');
    expect(rule(dialog, 'A lowercase letter')).toHaveAccessibleName('A lowercase letter: met');
    expect(rule(dialog, 'An uppercase letter')).toHaveAccessibleName('An uppercase letter: not met');
    await user.type(field(/^New password/), 'defG1');
    for (const name of ['At least 8 characters', 'An uppercase letter', 'A lowercase letter', 'A digit']) {
      expect(rule(dialog, name)).toHaveAccessibleName(`${name}: met`);
    }
    expect(submit()).toBeDisabled();
    await user.type(field(/^Confirm new password/), 'abcdefG2');
    expect(within(dialog).getByText("Passwords don't match")).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.clear(field(/^Confirm new password/));
    await user.type(field(/^Confirm new password/), 'abcdefG1');
    expect(submit()).toBeEnabled();
  });

  it('refuses a new password equal to the current one', async () => {
    const { user, dialog, field, submit } = setup();
    await fill(user, field(/^Current password/), DEMO.password);
    await fill(user, field(/^New password/), DEMO.password);
    await fill(user, field(/^Confirm new password/), DEMO.password);
    expect(within(dialog).getByText('New password must be different from the current password')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('changes the password, confirms with a toast and closes', async () => {
    const { user, field, submit, onClose } = setup();
    await fill(user, field(/^Current password/), DEMO.password);
    await fill(user, field(/^New password/), 'Better-Pass1');
    await fill(user, field(/^Confirm new password/), 'Better-Pass1');
    await user.click(submit());
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const demo = mockApp.store.find('users', (candidate) => candidate.email === DEMO.email);
    expect(verifyPassword('Better-Pass1', demo?.passwordHash ?? '')).toBe(true);
  });

  it('shows a current-password-incorrect toast and keeps the input', async () => {
    const { user, field, submit, onClose } = setup();
    await fill(user, field(/^Current password/), 'Wrong-Passw0rd');
    await fill(user, field(/^New password/), 'Better-Pass1');
    await fill(user, field(/^Confirm new password/), 'Better-Pass1');
    await user.click(submit());
    // Toasts sit outside the modal dialog, which hides its siblings from the accessibility tree.
    const toast = await screen.findByRole('alert', { hidden: true });
    expect(toast).toHaveTextContent('Password change failed');
    expect(toast).toHaveTextContent('Current password is incorrect');
    expect(onClose).not.toHaveBeenCalled();
    expect(field(/^New password/)).toHaveValue('Better-Pass1');
  });

  it("shows the server's message for other refusals", async () => {
    mockApp.services.faults.add({ operationId: 'changePassword', status: 422, body: { success: false, message: 'Password was used recently', code: 'PasswordReused' }, times: 1 });
    const { user, field, submit } = setup();
    await fill(user, field(/^Current password/), DEMO.password);
    await fill(user, field(/^New password/), 'Better-Pass1');
    await fill(user, field(/^Confirm new password/), 'Better-Pass1');
    await user.click(submit());
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Password was used recently');
  });

  it('shows the unexpected-error toast when the request fails', async () => {
    mockApp.services.faults.add({ operationId: 'changePassword', status: 500, times: 1 });
    const { user, field, submit } = setup();
    await fill(user, field(/^Current password/), DEMO.password);
    await fill(user, field(/^New password/), 'Better-Pass1');
    await fill(user, field(/^Confirm new password/), 'Better-Pass1');
    await user.click(submit());
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('An unexpected error occurred. Please try again.');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('replaces "Password change failed" with "Password changed" when the next try succeeds: one outcome on screen', async () => {
    mockApp.services.faults.add({ operationId: 'changePassword', status: 500, times: 1 });
    const { user, field, submit } = setup();
    await fill(user, field(/^Current password/), DEMO.password);
    await fill(user, field(/^New password/), 'Better-Pass1');
    await fill(user, field(/^Confirm new password/), 'Better-Pass1');
    await user.click(submit());
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Password change failed');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.queryByText('Password change failed')).not.toBeInTheDocument();
  });
});
