import type { Story, StoryDefault } from '@ladle/react';
import { scenario, signedIn } from '../../../.ladle/scenario';
import { Welcome } from './welcome';

export default { title: 'Layout / Welcome' } satisfies StoryDefault;

export const Default: Story = scenario(signedIn.demo, (user) => <Welcome user={user} />);
/** A new user: no cards, zero balances. */
export const Empty: Story = scenario(signedIn.empty, (user) => <Welcome user={user} />);
