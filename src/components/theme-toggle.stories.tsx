import type { Story, StoryDefault } from '@ladle/react';
import { ThemeToggle } from './theme-toggle';

export default { title: 'Shared / Theme toggle' } satisfies StoryDefault;

/** Switches the colour scheme (the theme addon in the toolbar sets it too). */
export const Default: Story = () => <ThemeToggle />;
