import type { Story, StoryDefault } from '@ladle/react';
import { action, me, scenario, signInAs } from '../../../../.ladle/scenario';
import { ChangeEmailDialog } from './change-email-dialog';

export default { title: 'Security / Change email dialog' } satisfies StoryDefault;

export const Default: Story = scenario(async () => {
  await signInAs('demo@example.com');
  return me();
}, (user) => <ChangeEmailDialog open user={user} onClose={action('close')} />);
