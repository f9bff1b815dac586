import type { Story, StoryDefault } from '@ladle/react';
import { emptyWallet, me, scenario, signInAs } from '../../../.ladle/scenario';
import { LayoutFrame } from '../../../.ladle/layout-frame';
import { UserMenu } from './user-menu';

export default { title: 'Layout / User menu' } satisfies StoryDefault;

const demo = async () => {
  await signInAs('demo@example.com');
  return me();
};

export const Default: Story = scenario(demo, (user) => (
  <LayoutFrame user={user}>
    <UserMenu user={user} />
  </LayoutFrame>
));
/** A new user: no cards, zero balances. */
export const Empty: Story = scenario(async () => {
  const user = await signInAs('newcomer@example.com');
  emptyWallet(user.id);
  return me();
}, (user) => (
  <LayoutFrame user={user}>
    <UserMenu user={user} />
  </LayoutFrame>
));
