import type { Story, StoryDefault } from '@ladle/react';
import type { User } from '@contract-kit/model';
import { signedIn } from '../../../.ladle/story-backend';
import { layoutStory } from '../../../.ladle/layout-frame';
import { DesktopLayout } from './desktop-layout';

export default { title: 'Layout / Desktop layout' } satisfies StoryDefault;

const render = (user: User) => <DesktopLayout user={user} />;

export const Default: Story = layoutStory(signedIn.demo, render);
/** A new user: no cards, zero balances. */
export const Empty: Story = layoutStory(signedIn.empty, render);
export const Loading: Story = layoutStory(signedIn.loading, render);
export const Error: Story = layoutStory(signedIn.failing, render);
