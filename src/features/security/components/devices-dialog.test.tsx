import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract-kit/model';
import { login } from '@/api/generated/endpoints/auth/auth';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { createSession, SEEDED_MFA_SECRET, totp } from '../../../../mock-server/testing';
import { DevicesDialog } from './devices-dialog';

const DEMO = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51';

let user: User;
beforeEach(async () => {
  user = (await login(DEMO)).user;
});

/** Another device of the signed-in user: a session made in the mock backend as a sign-in from there would make it. */
function otherDevice(userAgent: string, client?: string) {
  const { record } = createSession(mockApp.store, mockApp.clock, user.id, { userAgent, client });
  mockApp.store.flush();
  return record;
}

const isSignedIn = (token: string) => mockApp.store.get('sessions', token) !== undefined;

function setup(who: User = user) {
  const onClose = vi.fn();
  const view = renderWithProviders(<DevicesDialog open onClose={onClose} user={who} />);
  const dialog = screen.getByRole('dialog', { name: 'Signed-in devices' });
  const list = async () => within(dialog).findByRole('list', { name: 'Signed-in devices' });
  return { ...view, onClose, dialog, list };
}

describe('DevicesDialog', () => {
  it('lists the devices with their browser, place and times, this device marked and without a sign-out of its own', async () => {
    otherDevice(IPHONE, '203.0.113.7');
    const { list } = setup();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [current, phone] = items as [HTMLElement, HTMLElement];
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    expect(phone).toHaveAccessibleName('Phone (iOS 17)');
    expect(within(phone).getByText('Safari 17 · Singapore, Singapore')).toBeInTheDocument();
    expect(within(phone).getByText(/^Signed in /)).toBeInTheDocument();
    expect(within(phone).getByText(/^Last active /)).toBeInTheDocument();
    expect(within(phone).queryByText('This device')).not.toBeInTheDocument();
    expect(within(phone).getByRole('button', { name: 'Sign out Phone (iOS 17)' })).toBeEnabled();
  });

  it('signs one device out: it leaves the list and its session ends', async () => {
    const phone = otherDevice(IPHONE);
    const laptop = otherDevice(WINDOWS, '198.51.100.20');
    const { user: actor, list } = setup();
    await list();
    await actor.click(screen.getByRole('button', { name: 'Sign out Phone (iOS 17)' }));
    expect(await screen.findByText('Phone (iOS 17) was signed out')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out Phone (iOS 17)' })).not.toBeInTheDocument());
    expect(isSignedIn(phone.id)).toBe(false);
    expect(isSignedIn(laptop.id)).toBe(true);
    expect(screen.getByRole('button', { name: 'Sign out Computer (Windows)' })).toBeInTheDocument();
  });

  it('says so when the device was signed out meanwhile, and shows the list as it is now', async () => {
    const phone = otherDevice(IPHONE);
    const { user: actor, list } = setup();
    await list();
    mockApp.store.delete('sessions', phone.id);
    mockApp.store.flush();
    await actor.click(screen.getByRole('button', { name: 'Sign out Phone (iOS 17)' }));
    const toast = await screen.findByRole('alert', { hidden: true });
    expect(toast).toHaveTextContent('Could not sign out the device');
    expect(toast).toHaveTextContent('That device is already signed out.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out Phone (iOS 17)' })).not.toBeInTheDocument());
  });

  it('signs out every other device with the password; a wrong one signs out nothing', async () => {
    const phone = otherDevice(IPHONE);
    const laptop = otherDevice(WINDOWS);
    const { user: actor, dialog, list } = setup();
    await list();
    await actor.click(within(dialog).getByRole('button', { name: 'Sign out all other devices' }));
    const form = within(dialog).getByRole('form', { name: 'Sign out all other devices' });
    const submit = within(form).getByRole('button', { name: 'Sign out other devices' });
    expect(submit).toBeDisabled();
    await actor.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), 'Wrong-Passw0rd!');
    await actor.click(submit);
    const toast = await screen.findByRole('alert', { hidden: true });
    expect(toast).toHaveTextContent('Could not sign out the other devices');
    expect(toast).toHaveTextContent('Password is incorrect');
    expect(isSignedIn(phone.id) && isSignedIn(laptop.id)).toBe(true);

    await actor.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), DEMO.password);
    await actor.click(submit);
    expect(await screen.findByText('2 other devices were signed out')).toBeInTheDocument();
    expect(isSignedIn(phone.id) || isSignedIn(laptop.id)).toBe(false);
    expect(await within(dialog).findByText('No other devices are signed in.')).toBeInTheDocument();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks a user with two-factor for an authenticator code, which works once', async () => {
    const record = mockApp.store.get('users', user.id);
    if (!record) throw new Error('the demo user is seeded');
    mockApp.store.put('users', { ...record, mfaEnabled: true, mfaSecret: SEEDED_MFA_SECRET });
    mockApp.store.flush();
    const code = totp(SEEDED_MFA_SECRET, mockApp.clock.nowMs());
    const signOutOthers = async (view: ReturnType<typeof setup>) => {
      await view.list();
      await view.user.click(within(view.dialog).getByRole('button', { name: 'Sign out all other devices' }));
      const form = within(view.dialog).getByRole('form', { name: 'Sign out all other devices' });
      expect(within(form).queryByLabelText(/^Password/)).not.toBeInTheDocument();
      expect(within(form).getByText('Enter a code from your authenticator app to sign out every device but this one.')).toBeInTheDocument();
      await view.user.type(within(form).getByLabelText(/^Authentication code/, { selector: 'input' }), code);
      await view.user.click(within(form).getByRole('button', { name: 'Sign out other devices' }));
    };
    const phone = otherDevice(IPHONE);
    const first = setup({ ...user, mfaEnabled: true });
    await signOutOthers(first);
    expect(await screen.findByText('1 other device was signed out')).toBeInTheDocument();
    expect(isSignedIn(phone.id)).toBe(false);
    first.unmount();

    // Another device, the same code: refused, and nothing is signed out.
    const laptop = otherDevice(WINDOWS);
    await signOutOthers(setup({ ...user, mfaEnabled: true }));
    const toast = await screen.findByRole('alert', { hidden: true });
    expect(toast).toHaveTextContent('Could not sign out the other devices');
    expect(toast).toHaveTextContent('Invalid verification code');
    expect(isSignedIn(laptop.id)).toBe(true);
  });

  it('offers no sign-out of others when this is the only device', async () => {
    const { dialog, list } = setup();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByText('No other devices are signed in.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Sign out all other devices' })).not.toBeInTheDocument();
  });
});
