import type { Story, StoryDefault } from '@ladle/react';
import { emptyWallet, failing, me, pending, scenario, signInAs } from '../../../.ladle/scenario';
import { LayoutFrame } from '../../../.ladle/layout-frame';
import { DesktopLayout } from './desktop-layout';

export default { title: 'Layout / Desktop layout' } satisfies StoryDefault;

const demo = async () => {
  await signInAs('demo@example.com');
  return me();
};

export const Default: Story = scenario(demo, (user) => (
  <LayoutFrame user={user}>
    <DesktopLayout user={user} />
  </LayoutFrame>
));
/** A new user: no cards, zero balances. */
export const Empty: Story = scenario(async () => {
  const user = await signInAs('newcomer@example.com');
  emptyWallet(user.id);
  return me();
}, (user) => (
  <LayoutFrame user={user}>
    <DesktopLayout user={user} />
  </LayoutFrame>
));
export const Loading: Story = scenario(async () => {
  const user = await demo();
  pending('getAccountBalance');
  pending('getCards');
  return user;
}, (user) => (
  <LayoutFrame user={user}>
    <DesktopLayout user={user} />
  </LayoutFrame>
));
export const Error: Story = scenario(async () => {
  const user = await demo();
  failing('getAccountBalance');
  failing('getCards');
  return user;
}, (user) => (
  <LayoutFrame user={user}>
    <DesktopLayout user={user} />
  </LayoutFrame>
));
