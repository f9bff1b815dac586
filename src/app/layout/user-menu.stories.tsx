import type { Story, StoryDefault } from '@ladle/react';
import { signedIn } from '../../../.ladle/story-backend';
import { layoutStory } from '../../../.ladle/layout-frame';
import { UserMenu } from './user-menu';

export default { title: 'Layout / User menu' } satisfies StoryDefault;

export const Default: Story = layoutStory(signedIn.demo, (user) => <UserMenu user={user} />);
/** A new user: no cards, zero balances. */
export const Empty: Story = layoutStory(signedIn.empty, (user) => <UserMenu user={user} />);
