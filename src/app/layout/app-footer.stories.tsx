import type { Story, StoryDefault } from '@ladle/react';
import { AppFooter } from './app-footer';

export default { title: 'Layout / App footer' } satisfies StoryDefault;

export const Default: Story = () => <AppFooter />;
