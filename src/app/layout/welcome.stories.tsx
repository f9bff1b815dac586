import type { Story, StoryDefault } from '@ladle/react';
import { emptyWallet, me, scenario, signInAs } from '../../../.ladle/scenario';
import { Welcome } from './welcome';

export default { title: 'Layout / Welcome' } satisfies StoryDefault;

const demo = async () => {
  await signInAs('demo@example.com');
  return me();
};

export const Default: Story = scenario(demo, (user) => <Welcome user={user} />);
/** A new user: no cards, zero balances. */
export const Empty: Story = scenario(async () => {
  const user = await signInAs('newcomer@example.com');
  emptyWallet(user.id);
  return me();
}, (user) => <Welcome user={user} />);
