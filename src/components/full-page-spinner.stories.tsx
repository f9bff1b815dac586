import type { Story, StoryDefault } from '@ladle/react';
import { FullPageSpinner } from './full-page-spinner';

export default { title: 'Shared / Full page spinner' } satisfies StoryDefault;

export const Loading: Story = () => <FullPageSpinner />;
