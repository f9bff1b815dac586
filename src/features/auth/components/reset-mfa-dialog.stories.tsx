import type { Story, StoryDefault } from '@ladle/react';
import { action } from '../../../../.ladle/story-backend';
import { ResetMfaDialog } from './reset-mfa-dialog';

export default { title: 'Auth / Reset two-factor dialog' } satisfies StoryDefault;

const handlers = { onSubmit: action('submit'), onCancel: action('cancel') };

export const Default: Story = () => <ResetMfaDialog open isPending={false} error={null} retrySecondsLeft={0} {...handlers} />;
export const Submitting: Story = () => <ResetMfaDialog open isPending error={null} retrySecondsLeft={0} {...handlers} />;
export const Error: Story = () => <ResetMfaDialog open isPending={false} error={{ id: 'auth.mfa.invalidCode' }} retrySecondsLeft={0} {...handlers} />;
export const Throttled: Story = () => <ResetMfaDialog open isPending={false} error={{ id: 'auth.error.tooManyAttempts' }} retrySecondsLeft={42} {...handlers} />;
