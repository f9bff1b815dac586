import type { Story, StoryDefault } from '@ladle/react';
import { action, withBackend, signInAs } from '../../../../.ladle/story-backend';
import { ChangePasswordDialog } from './change-password-dialog';

export default { title: 'Security / Change password dialog' } satisfies StoryDefault;

export const Default: Story = withBackend(
  () => signInAs('demo@example.com'),
  () => <ChangePasswordDialog open onClose={action('close')} />,
);
