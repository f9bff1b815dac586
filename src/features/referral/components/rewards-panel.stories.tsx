import type { Story, StoryDefault } from '@ladle/react';
import { failing, pending, scenario, signInAs } from '../../../../.ladle/scenario';
import { RewardsPanel } from './rewards-panel';

export default { title: 'Referral / Rewards panel' } satisfies StoryDefault;

export const Default: Story = scenario(() => signInAs('demo@example.com'), (user) => <RewardsPanel userId={user.id} />);
export const Loading: Story = scenario(async () => {
  const user = await signInAs('demo@example.com');
  pending('getReferralCode');
  return user;
}, (user) => <RewardsPanel userId={user.id} />);
export const Error: Story = scenario(async () => {
  const user = await signInAs('demo@example.com');
  failing('getReferralCode');
  return user;
}, (user) => <RewardsPanel userId={user.id} />);
