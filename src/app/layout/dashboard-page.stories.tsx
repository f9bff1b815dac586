import type { Story, StoryDefault } from '@ladle/react';
import { emptyWallet, failing, me, pending, scenario, signInAs } from '../../../.ladle/scenario';
import { DashboardPage } from './dashboard-page';

export default { title: 'Layout / Dashboard page' } satisfies StoryDefault;

const demo = async () => {
  await signInAs('demo@example.com');
  return me();
};

export const Default: Story = scenario(demo, (user) => <DashboardPage user={user} />);
/** A new user: no cards, zero balances. */
export const Empty: Story = scenario(async () => {
  const user = await signInAs('newcomer@example.com');
  emptyWallet(user.id);
  return me();
}, (user) => <DashboardPage user={user} />);
export const Loading: Story = scenario(async () => {
  const user = await demo();
  pending('getAccountBalance');
  pending('getCards');
  return user;
}, (user) => <DashboardPage user={user} />);
export const Error: Story = scenario(async () => {
  const user = await demo();
  failing('getAccountBalance');
  failing('getCards');
  return user;
}, (user) => <DashboardPage user={user} />);
