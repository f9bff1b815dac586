import type { Story, StoryDefault } from '@ladle/react';
import { me, patchRecord, scenario, signInAs } from '../../../../.ladle/scenario';
import { ProfilePanel } from './profile-panel';
import { SecurityDialogsProvider } from './security-dialogs';

export default { title: 'Security / Profile panel' } satisfies StoryDefault;

const panel = (user: Awaited<ReturnType<typeof me>>) => (
  <SecurityDialogsProvider user={user}>
    <ProfilePanel user={user} />
  </SecurityDialogsProvider>
);

export const Default: Story = scenario(async () => {
  await signInAs('demo@example.com');
  return me();
}, panel);
export const TwoFactorOn: Story = scenario(async () => {
  const user = await signInAs('demo@example.com');
  patchRecord('users', user.id, { mfaEnabled: true, mfaSecret: 'JBSWY3DPEHPK3PXP' });
  return me();
}, panel);
