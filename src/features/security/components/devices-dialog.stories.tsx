import type { Story, StoryDefault } from '@ladle/react';
import { action, failing, me, pending, putRecord, signInAs, withBackend } from '../../../../.ladle/story-backend';
import { DevicesDialog } from './devices-dialog';

export default { title: 'Security / Signed-in devices dialog' } satisfies StoryDefault;

const HOUR = 60 * 60 * 1000;

/** Other devices of the user, as sign-ins from there would leave them (a phone in Singapore, a laptop in London, a tablet nobody can place). */
function otherDevices(userId: string) {
  const now = Date.now();
  const at = (ms: number) => new Date(now - ms).toISOString();
  const device = (key: string, userAgent: string, client: string | undefined, signedInAgo: number, activeAgo: number) =>
    putRecord('sessions', {
      id: `story-${key}-${crypto.randomUUID()}`,
      publicId: crypto.randomUUID(),
      userId,
      userAgent,
      ...(client ? { client } : {}),
      createdAt: at(signedInAgo),
      lastActiveAt: at(activeAgo),
      expiresAt: new Date(now + 20 * HOUR).toISOString(),
    });
  device('phone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1', '203.0.113.7', 3 * HOUR, HOUR / 4);
  device('laptop', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51', '198.51.100.20', 20 * HOUR, 2 * HOUR);
  device('tablet', 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', undefined, 6 * HOUR, 5 * HOUR);
}

const withDevices = async () => {
  const user = await signInAs('demo@example.com');
  otherDevices(user.id);
  return me();
};

/** This device and three others: each with its own Sign out, and Sign out all other devices. */
export const Default: Story = withBackend(withDevices, () => <DevicesDialog open onClose={action('close')} />);
/** Only this device is signed in. */
export const Empty: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    return me();
  },
  () => <DevicesDialog open onClose={action('close')} />,
);
export const Loading: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    pending('getSessions');
    return me();
  },
  () => <DevicesDialog open onClose={action('close')} />,
);
export const Error: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    failing('getSessions', 503);
    return me();
  },
  () => <DevicesDialog open onClose={action('close')} />,
);
