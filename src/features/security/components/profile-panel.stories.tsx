import type { Story, StoryDefault } from '@ladle/react';
import { me, patchRecord, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { ProfilePanel } from './profile-panel';

export default { title: 'Security / Profile panel' } satisfies StoryDefault;

// Its buttons open the security dialogs through the app's dialog host (every story has one).
const panel = (user: Awaited<ReturnType<typeof me>>) => <ProfilePanel user={user} />;

export const Default: Story = withBackend(async () => {
  await signInAs('demo@example.com');
  return me();
}, panel);
export const TwoFactorOn: Story = withBackend(async () => {
  const user = await signInAs('demo@example.com');
  patchRecord('users', user.id, { mfaEnabled: true, mfaSecret: 'JBSWY3DPEHPK3PXP' });
  return me();
}, panel);
