import { createECDH } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/generated/endpoints/auth/auth';
import type { User } from '@contract-kit/model';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { NOTIFICATION_DENIAL_STORAGE_KEY } from '../lib/notifications-constants';
import { NotificationsPrompt } from './notifications-prompt';
import { NotificationsProvider } from './notifications-provider';
import { NotificationsSetting } from './notifications-setting';

let me: User;
let permission: NotificationPermission;
const requestPermission = vi.fn<() => Promise<NotificationPermission>>();
const subscribe = vi.fn();

function browserSubscription() {
  const key = createECDH('prime256v1');
  key.generateKeys();
  const json = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/test-endpoint',
    expirationTime: null,
    keys: { p256dh: key.getPublicKey().toString('base64url'), auth: Buffer.alloc(16, 3).toString('base64url') },
  };
  return { toJSON: () => json, options: { applicationServerKey: null }, unsubscribe: vi.fn() };
}

beforeEach(async () => {
  me = (await login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' })).user;
  permission = 'default';
  requestPermission.mockReset();
  subscribe.mockReset().mockImplementation(async () => browserSubscription());
  const FakeNotification = Object.defineProperties(function Notification() {}, {
    permission: { get: () => permission },
    requestPermission: { value: requestPermission },
  });
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', function PushManager() {});
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration) } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function setup() {
  return renderWithProviders(
    <NotificationsProvider profileId={me.profileId}>
      <NotificationsPrompt />
      <ul>
        <NotificationsSetting />
      </ul>
    </NotificationsProvider>,
  );
}

describe('push notifications (spec 02 §1, §3, §4, §7, §8)', () => {
  it('subscribes through the service worker with the VAPID key and stores the subscription for the profile', async () => {
    requestPermission.mockImplementation(async () => (permission = 'granted'));
    const { user } = setup();
    await user.click(screen.getAllByRole('button', { name: 'Enable notifications' })[0] as HTMLElement);
    expect(await screen.findByText('Notifications are on', { selector: '.MuiAlertTitle-root' })).toBeInTheDocument();
    const [options] = subscribe.mock.calls[0] ?? [];
    expect(options.userVisibleOnly).toBe(true);
    const vapid = (await (await fetch('/api/notification/vapid-public-key')).json()) as { publicKey: string };
    expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(vapid.publicKey);
    await waitFor(() => expect(mockApp.store.list('pushSubscriptions')).toHaveLength(1));
    expect(mockApp.store.list('pushSubscriptions')[0]).toMatchObject({ profileId: me.profileId, endpoint: 'https://fcm.googleapis.com/fcm/send/test-endpoint' });
    expect(screen.queryByTestId('notifications-prompt')).not.toBeInTheDocument();
  });

  it('counts a denial and asks to enable notifications in the browser settings', async () => {
    requestPermission.mockImplementation(async () => (permission = 'denied'));
    const { user } = setup();
    await user.click(screen.getAllByRole('button', { name: 'Enable notifications' })[0] as HTMLElement);
    expect(await screen.findByRole('alertdialog', { name: 'Enable notifications in your browser settings' })).toBeInTheDocument();
    expect(localStorage.getItem(NOTIFICATION_DENIAL_STORAGE_KEY)).toBe('1');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('shows the alert straight away when permission is already denied', async () => {
    permission = 'denied';
    const { user } = setup();
    expect(screen.queryByTestId('notifications-prompt')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable notifications' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('allow notifications for this site in your browser settings');
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('stops prompting after 3 denials (the count is stored and capped at 3)', async () => {
    let view = setup();
    for (let i = 1; i <= 3; i++) {
      // Each visit shows the prompt again until the third "Not now".
      await view.user.click(screen.getByRole('button', { name: 'Not now' }));
      expect(localStorage.getItem(NOTIFICATION_DENIAL_STORAGE_KEY)).toBe(String(i));
      view.unmount();
      view = setup();
    }
    expect(screen.queryByTestId('notifications-prompt')).not.toBeInTheDocument();
  });

  it('tells when the service worker is not ready', async () => {
    requestPermission.mockImplementation(async () => (permission = 'granted'));
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: new Promise(() => undefined) } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = setup();
    await user.click(screen.getAllByRole('button', { name: 'Enable notifications' })[0] as HTMLElement);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await screen.findByText("The app's background service is not ready yet. Reload the page and try again.")).toBeInTheDocument();
  });
});
