import type { Story, StoryDefault } from '@ladle/react';
import type { User } from '@contract-kit/model';
import { withBackend, signedIn } from '../../../.ladle/story-backend';
import { DashboardPage } from './dashboard-page';

export default { title: 'Layout / Dashboard page' } satisfies StoryDefault;

const render = (user: User) => <DashboardPage user={user} />;

export const Default: Story = withBackend(signedIn.demo, render);
/** A new user: no cards, zero balances. */
export const Empty: Story = withBackend(signedIn.empty, render);
export const Loading: Story = withBackend(signedIn.loading, render);
export const Error: Story = withBackend(signedIn.failing, render);
