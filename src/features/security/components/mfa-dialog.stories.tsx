import type { Story, StoryDefault } from '@ladle/react';
import { action, failing, me, patchRecord, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { MfaDialog } from './mfa-dialog';

export default { title: 'Security / Two-factor dialog' } satisfies StoryDefault;

const signedIn = async () => {
  await signInAs('demo@example.com');
  return me();
};

/** Two-factor off: the set-up view (QR code and secret from the mock server). */
export const Setup: Story = withBackend(signedIn, (user) => <MfaDialog open user={user} onClose={action('close')} />);
/** Two-factor on: the manage view. */
export const Manage: Story = withBackend(
  async () => {
    const user = await signInAs('demo@example.com');
    patchRecord('users', user.id, { mfaEnabled: true, mfaSecret: 'JBSWY3DPEHPK3PXP' });
    return me();
  },
  (user) => <MfaDialog open user={user} onClose={action('close')} />,
);
export const Loading: Story = withBackend(
  async () => {
    const user = await signedIn();
    pending('setupMfa');
    return user;
  },
  (user) => <MfaDialog open user={user} onClose={action('close')} />,
);
export const Error: Story = withBackend(
  async () => {
    const user = await signedIn();
    failing('setupMfa', 503);
    return user;
  },
  (user) => <MfaDialog open user={user} onClose={action('close')} />,
);
