import type { Story, StoryDefault } from '@ladle/react';
import { offlineError } from '@/api/errors';
import { OfflineFormAlert } from './offline-form-alert';

export default { title: 'Shared / Offline form alert' } satisfies StoryDefault;

/** A submit made without a connection: nothing was sent, the entries are kept. */
export const Offline: Story = () => <OfflineFormAlert error={offlineError()} />;
