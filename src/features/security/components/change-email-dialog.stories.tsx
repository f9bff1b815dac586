import type { Story, StoryDefault } from '@ladle/react';
import { action, me, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { ChangeEmailDialog } from './change-email-dialog';

export default { title: 'Security / Change email dialog' } satisfies StoryDefault;

export const Default: Story = withBackend(
  async () => {
    await signInAs('demo@example.com');
    return me();
  },
  (user) => <ChangeEmailDialog open user={user} onClose={action('close')} />,
);
