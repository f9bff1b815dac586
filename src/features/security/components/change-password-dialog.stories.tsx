import type { Story, StoryDefault } from '@ladle/react';
import { action, scenario, signInAs } from '../../../../.ladle/scenario';
import { ChangePasswordDialog } from './change-password-dialog';

export default { title: 'Security / Change password dialog' } satisfies StoryDefault;

export const Default: Story = scenario(() => signInAs('demo@example.com'), () => <ChangePasswordDialog open onClose={action('close')} />);
