import type { Story, StoryDefault } from '@ladle/react';
import { Logo } from './logo';

export default { title: 'Layout / Logo' } satisfies StoryDefault;

export const Full: Story = () => <Logo />;
export const Compact: Story = () => <Logo isCompact />;
