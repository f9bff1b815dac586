import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import { getMe } from '@/api/generated/endpoints/users/users';
import type { User } from '@contract-kit/model';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { hashRecoveryCode, totp } from '../../../../mock-server/testing';
import { MfaDialog } from './mfa-dialog';

let me: User;
beforeEach(async () => {
  me = (await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' })).user;
});

const demoRecord = () => {
  const record = mockApp.store.find('users', (candidate) => candidate.email === 'demo@example.com');
  if (!record) throw new Error('no demo user');
  return record;
};
const codeFor = (secret: string) => totp(secret, mockApp.clock.nowMs());
const wrongCodeFor = (secret: string) => (codeFor(secret) === '000000' ? '111111' : '000000');

function setup(user: User = me) {
  const onClose = vi.fn();
  const view = renderWithProviders(<MfaDialog open onClose={onClose} user={user} />);
  return { ...view, onClose };
}

const dialogNamed = (name: string) => screen.getByRole('dialog', { name });
/** The toast (outside the modal dialog, so hidden from the accessibility tree while it is open). */
const findToast = async () => {
  await waitFor(() => expect(document.querySelector('[data-toast-variant]')).not.toBeNull());
  return document.querySelector('[data-toast-variant]') as HTMLElement;
};

describe('MfaDialog set-up (spec 02 §4 MFA: scan, verify, complete)', () => {
  it('scans, verifies, waits for the session refresh and shows recovery codes until acknowledged', async () => {
    const view = setup();
    const dialog = dialogNamed('Set up multi-factor authentication');
    const q = within(dialog);
    expect(await q.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    const secret = q.getByTestId('mfa-secret').textContent ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await view.user.click(q.getByRole('button', { name: 'Next' }));

    const input = q.getByLabelText(/^Authentication code/);
    await view.user.type(input, '12a3');
    expect(input).toHaveValue('123');
    await view.user.click(q.getByRole('button', { name: 'Verify and enable' }));
    expect(q.getByText('Invalid verification code')).toBeInTheDocument();

    // One code for the whole check: computed again after a 30 s window had turned, it would differ from the typed one.
    const typed = codeFor(secret);
    await view.user.clear(input);
    await view.user.type(input, `${typed}99`);
    expect(input).toHaveValue(typed);
    // Pasted with a space, as authenticator apps show it: the space goes before the length is limited.
    const pasted = codeFor(secret);
    await view.user.clear(input);
    await view.user.paste(`${pasted.slice(0, 3)} ${pasted.slice(3)}`);
    expect(input).toHaveValue(pasted);
    await view.user.click(q.getByRole('button', { name: 'Verify and enable' }));
    expect(await q.findByText('Multi-factor authentication is on. Other devices were signed out.', {}, { timeout: 5000 })).toBeInTheDocument();
    const codes = within(q.getByRole('list', { name: 'Recovery codes' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(codes).toHaveLength(8);
    expect(demoRecord()).toMatchObject({ mfaEnabled: true, mfaSecret: secret, recoveryCodeHashes: codes.map(hashRecoveryCode) });

    const done = q.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    expect(q.getByRole('button', { name: 'Close' })).toBeDisabled();
    await view.user.click(q.getByLabelText('I have stored my recovery codes in a safe place'));
    await view.user.click(done);
    expect(view.onClose).toHaveBeenCalled();
  });

  it('takes "Verification Failed" away once a right code turns it on: one outcome on screen', async () => {
    const view = setup();
    const q = within(dialogNamed('Set up multi-factor authentication'));
    await q.findByTestId('mfa-secret');
    const secret = q.getByTestId('mfa-secret').textContent ?? '';
    await view.user.click(q.getByRole('button', { name: 'Next' }));
    const input = q.getByLabelText(/^Authentication code/);
    await view.user.type(input, wrongCodeFor(secret));
    await view.user.click(q.getByRole('button', { name: 'Verify and enable' }));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent(/Verification Failed|failed/i);
    await view.user.clear(input);
    await view.user.type(input, codeFor(secret));
    await view.user.click(q.getByRole('button', { name: 'Verify and enable' }));
    expect(await q.findByText('Multi-factor authentication is on. Other devices were signed out.', {}, { timeout: 5000 })).toBeInTheDocument();
    // At once, with the success (not 5 s later, when the toast would close by itself).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('completes only 1 s after the session refresh', async () => {
    const view = setup();
    const q = within(dialogNamed('Set up multi-factor authentication'));
    await q.findByTestId('mfa-secret');
    const secret = q.getByTestId('mfa-secret').textContent ?? '';
    await view.user.click(q.getByRole('button', { name: 'Next' }));
    await view.user.type(q.getByLabelText(/^Authentication code/), codeFor(secret));
    const started = performance.now();
    await view.user.click(q.getByRole('button', { name: 'Verify and enable' }));
    expect(await q.findByText('Turning on multi-factor authentication…')).toBeInTheDocument();
    await q.findByText('Multi-factor authentication is on. Other devices were signed out.', {}, { timeout: 5000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('asks for recovery codes separately when verification returns none', async () => {
    const view = setup();
    const q = within(dialogNamed('Set up multi-factor authentication'));
    await q.findByTestId('mfa-secret');
    await view.user.click(q.getByRole('button', { name: 'Next' }));
    // The server turns MFA on but answers without codes.
    mockApp.services.faults.add({ operationId: 'verifyMfa', status: 200, body: { success: true, data: { recoveryCodes: [] } }, times: 1 });
    mockApp.store.put('users', { ...demoRecord(), mfaEnabled: true, mfaSecret: 'JBSWY3DPEHPK3PXP', recoveryCodeHashes: [] });
    await view.user.type(q.getByLabelText(/^Authentication code/), '123456');
    await view.user.click(q.getByRole('button', { name: 'Verify and enable' }));
    const list = await q.findByRole('list', { name: 'Recovery codes' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(demoRecord().recoveryCodeHashes).toHaveLength(8);
  });

  it('warns when no recovery codes exist at all', async () => {
    const view = setup();
    const q = within(dialogNamed('Set up multi-factor authentication'));
    await q.findByTestId('mfa-secret');
    await view.user.click(q.getByRole('button', { name: 'Next' }));
    mockApp.services.faults.add({ operationId: 'verifyMfa', status: 200, body: { success: true, data: { recoveryCodes: [] } }, times: 1 });
    mockApp.services.faults.add({ operationId: 'generateRecoveryCodes', status: 500, times: 1 });
    await view.user.type(q.getByLabelText(/^Authentication code/), '123456');
    await view.user.click(q.getByRole('button', { name: 'Verify and enable' }));
    expect(await q.findByText(/No recovery codes were generated/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(q.getByRole('button', { name: 'Done' })).toBeEnabled();
  });

  it("shows 'Invalid verification code' for a wrong code", async () => {
    const view = setup();
    const q = within(dialogNamed('Set up multi-factor authentication'));
    await q.findByTestId('mfa-secret');
    const secret = q.getByTestId('mfa-secret').textContent ?? '';
    await view.user.click(q.getByRole('button', { name: 'Next' }));
    await view.user.type(q.getByLabelText(/^Authentication code/), wrongCodeFor(secret));
    await view.user.click(q.getByRole('button', { name: 'Verify and enable' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Verification Failed');
    expect(toast).toHaveTextContent('Invalid verification code');
    expect(demoRecord().mfaEnabled).toBe(false);
  });

  it.each([
    [404, 'Service Unavailable', 'MFA service is currently unavailable. Please contact support.'],
    [503, 'Service Temporarily Unavailable', 'The MFA service is temporarily unavailable. Please try again later.'],
    [401, 'Authentication Required', 'Your session has expired. Please log in again.'],
    [500, 'Server Error', 'Something went wrong on our side. Please try again in a moment.'],
  ])('maps a set-up failure with status %i to %s', async (status, title, body) => {
    mockApp.services.faults.add({ operationId: 'setupMfa', status, times: 1 });
    setup();
    const toast = await findToast();
    expect(toast).toHaveTextContent(title);
    expect(toast).toHaveTextContent(body);
  });

  it('maps verification failures by status too', async () => {
    const view = setup();
    const q = within(dialogNamed('Set up multi-factor authentication'));
    await q.findByTestId('mfa-secret');
    await view.user.click(q.getByRole('button', { name: 'Next' }));
    mockApp.services.faults.add({ operationId: 'verifyMfa', status: 503, times: 1 });
    await view.user.type(q.getByLabelText(/^Authentication code/), '123456');
    await view.user.click(q.getByRole('button', { name: 'Verify and enable' }));
    expect(await findToast()).toHaveTextContent('Service Temporarily Unavailable');
  });
});

describe('MfaDialog failures by status (spec 02 §8 MFA: set-up, and the same handling for verify)', () => {
  it('maps set-up failures: 404 Service Unavailable, 503, 401 Authentication Required and other 5xx Server Error', async () => {
    const cases: [number, string, string][] = [
      [404, 'Service Unavailable', 'MFA service is currently unavailable. Please contact support.'],
      [503, 'Service Temporarily Unavailable', 'The MFA service is temporarily unavailable. Please try again later.'],
      [401, 'Authentication Required', 'Your session has expired. Please log in again.'],
      [502, 'Server Error', 'Something went wrong on our side. Please try again in a moment.'],
    ];
    for (const [status, title, body] of cases) {
      mockApp.services.faults.add({ operationId: 'setupMfa', status, times: 1 });
      const view = setup();
      const toast = await findToast();
      expect(toast).toHaveTextContent(title);
      expect(toast).toHaveTextContent(body);
      view.unmount();
    }
  });

  it('maps verification failures with status 404, 401 and 500 like the set-up', async () => {
    const view = setup();
    const q = within(dialogNamed('Set up multi-factor authentication'));
    await q.findByTestId('mfa-secret');
    await view.user.click(q.getByRole('button', { name: 'Next' }));
    const cases: [number, string, string][] = [
      [404, 'Service Unavailable', 'MFA service is currently unavailable. Please contact support.'],
      [401, 'Authentication Required', 'Your session has expired. Please log in again.'],
      [500, 'Server Error', 'Something went wrong on our side. Please try again in a moment.'],
    ];
    for (const [status, title, body] of cases) {
      mockApp.services.faults.add({ operationId: 'verifyMfa', status, times: 1 });
      const code = q.getByLabelText(/^Authentication code/);
      await view.user.clear(code);
      await view.user.type(code, '123456');
      await view.user.click(q.getByRole('button', { name: 'Verify and enable' }));
      const toastTitled = () => [...document.querySelectorAll('[data-toast-variant]')].find((element) => element.textContent?.includes(title));
      await waitFor(() => expect(toastTitled()).toBeDefined());
      expect(toastTitled()).toHaveTextContent(body);
    }
  });
});

describe('MfaDialog manage (spec 02 §4 MFA manage)', () => {
  const SECRET = 'JBSWY3DPEHPK3PXP';
  async function withMfa() {
    mockApp.store.put('users', { ...demoRecord(), mfaEnabled: true, mfaSecret: SECRET, recoveryCodeHashes: ['A1B2C3D4E5'].map(hashRecoveryCode) });
    return (await getMe()).data;
  }

  it('regenerates recovery codes only after the confirmation step, then asks to acknowledge them', async () => {
    const view = setup(await withMfa());
    const q = within(dialogNamed('Multi-factor authentication'));
    await view.user.click(q.getByRole('button', { name: 'Regenerate recovery codes' }));
    expect(q.getByText('Regenerating invalidates all your existing recovery codes. Do you want to continue?')).toBeInTheDocument();
    await view.user.click(q.getByRole('button', { name: 'Cancel' }));
    expect(demoRecord().recoveryCodeHashes).toEqual(['A1B2C3D4E5'].map(hashRecoveryCode));

    await view.user.click(q.getByRole('button', { name: 'Regenerate recovery codes' }));
    await view.user.click(q.getByRole('button', { name: 'Yes, regenerate' }));
    const codes = within(await q.findByRole('list', { name: 'Recovery codes' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(demoRecord().recoveryCodeHashes).toEqual(codes.map(hashRecoveryCode));
    expect(q.getByRole('status')).toHaveTextContent('New recovery codes are ready; the old ones no longer work. Other devices were signed out.');
    const done = q.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await view.user.click(q.getByLabelText('I have stored my recovery codes in a safe place'));
    await view.user.click(done);
    expect(q.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('disables MFA with a 6-digit code', async () => {
    const view = setup(await withMfa());
    const q = within(dialogNamed('Multi-factor authentication'));
    const disable = q.getByRole('button', { name: 'Disable MFA' });
    await view.user.type(q.getByLabelText(/^Authentication code/), '12345');
    expect(disable).toBeDisabled();
    await view.user.clear(q.getByLabelText(/^Authentication code/));
    await view.user.paste(`${codeFor(SECRET).slice(0, 3)} ${codeFor(SECRET).slice(3)}`);
    expect(q.getByLabelText(/^Authentication code/)).toHaveValue(codeFor(SECRET));
    await view.user.click(disable);
    expect(await screen.findByText('Multi-factor authentication has been disabled. Other devices were signed out.')).toBeInTheDocument();
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(demoRecord()).toMatchObject({ mfaEnabled: false, mfaSecret: null, recoveryCodeHashes: [] });
  });

  it('shows a toast when regenerating the recovery codes fails', async () => {
    const view = setup(await withMfa());
    const q = within(dialogNamed('Multi-factor authentication'));
    mockApp.services.faults.add({ operationId: 'generateRecoveryCodes', status: 422, body: { success: false, message: 'Recovery codes were regenerated moments ago' }, times: 1 });
    await view.user.click(q.getByRole('button', { name: 'Regenerate recovery codes' }));
    await view.user.click(q.getByRole('button', { name: 'Yes, regenerate' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Could not regenerate recovery codes');
    expect(toast).toHaveTextContent('Recovery codes were regenerated moments ago');
    expect(demoRecord().recoveryCodeHashes).toEqual(['A1B2C3D4E5'].map(hashRecoveryCode));
  });

  it('shows a toast when disabling fails', async () => {
    const view = setup(await withMfa());
    const q = within(dialogNamed('Multi-factor authentication'));
    await view.user.type(q.getByLabelText(/^Authentication code/), wrongCodeFor(SECRET));
    await view.user.click(q.getByRole('button', { name: 'Disable MFA' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Could not disable MFA');
    expect(toast).toHaveTextContent('Invalid verification code');
    expect(demoRecord().mfaEnabled).toBe(true);
  });
});
