import type { Story, StoryDefault } from '@ladle/react';
import type { User } from '@contract-kit/model';
import { scenario, signedIn } from '../../../.ladle/scenario';
import { DashboardPage } from './dashboard-page';

export default { title: 'Layout / Dashboard page' } satisfies StoryDefault;

const render = (user: User) => <DashboardPage user={user} />;

export const Default: Story = scenario(signedIn.demo, render);
/** A new user: no cards, zero balances. */
export const Empty: Story = scenario(signedIn.empty, render);
export const Loading: Story = scenario(signedIn.loading, render);
export const Error: Story = scenario(signedIn.failing, render);
