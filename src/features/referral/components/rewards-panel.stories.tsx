import type { Story, StoryDefault } from '@ladle/react';
import { failing, pending, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { RewardsPanel } from './rewards-panel';

export default { title: 'Referral / Rewards panel' } satisfies StoryDefault;

export const Default: Story = withBackend(
  () => signInAs('demo@example.com'),
  (user) => <RewardsPanel userId={user.id} />,
);
export const Loading: Story = withBackend(
  async () => {
    const user = await signInAs('demo@example.com');
    pending('getReferralCode');
    return user;
  },
  (user) => <RewardsPanel userId={user.id} />,
);
export const Error: Story = withBackend(
  async () => {
    const user = await signInAs('demo@example.com');
    failing('getReferralCode');
    return user;
  },
  (user) => <RewardsPanel userId={user.id} />,
);
