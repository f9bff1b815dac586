import type { Story, StoryDefault } from '@ladle/react';
import { me, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { EmailVerificationPanel } from './email-verification-panel';

export default { title: 'Auth / Email verification panel' } satisfies StoryDefault;

/** The seeded unverified user right after signing in. */
export const Unverified: Story = withBackend(
  async () => {
    await signInAs('unverified@example.com');
    return me();
  },
  (user) => <EmailVerificationPanel user={user} />,
);
/** A session whose user has no e-mail address on file. */
export const NoEmail: Story = withBackend(
  async () => {
    await signInAs('unverified@example.com');
    return { ...(await me()), email: '' };
  },
  (user) => <EmailVerificationPanel user={user} />,
);
