import type { Story, StoryDefault } from '@ladle/react';
import { action } from '../../.ladle/story-backend';
import { LanguageSelector } from './language-selector';

export default { title: 'Shared / Language selector' } satisfies StoryDefault;

export const Default: Story = () => <LanguageSelector onChange={action('locale')} />;
export const Compact: Story = () => <LanguageSelector isCompact onChange={action('locale')} />;
