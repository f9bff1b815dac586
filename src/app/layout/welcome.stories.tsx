import type { Story, StoryDefault } from '@ladle/react';
import { withBackend, signedIn } from '../../../.ladle/story-backend';
import { Welcome } from './welcome';

export default { title: 'Layout / Welcome' } satisfies StoryDefault;

export const Default: Story = withBackend(signedIn.demo, (user) => <Welcome user={user} />);
/** A new user: no cards, zero balances. */
export const Empty: Story = withBackend(signedIn.empty, (user) => <Welcome user={user} />);
