import type { Story, StoryDefault } from '@ladle/react';
import { action, failing, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { RewardsDialog } from './rewards-dialog';

export default { title: 'Referral / Rewards dialog' } satisfies StoryDefault;

export const Default: Story = withBackend(
  () => signInAs('demo@example.com'),
  (user) => <RewardsDialog open userId={user.id} onClose={action('close')} />,
);
export const Loading: Story = withBackend(
  async () => {
    const user = await signInAs('demo@example.com');
    pending('getReferralCode');
    return user;
  },
  (user) => <RewardsDialog open userId={user.id} onClose={action('close')} />,
);
export const Error: Story = withBackend(
  async () => {
    const user = await signInAs('demo@example.com');
    failing('getReferralCode');
    return user;
  },
  (user) => <RewardsDialog open userId={user.id} onClose={action('close')} />,
);
