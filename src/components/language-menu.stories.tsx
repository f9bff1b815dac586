import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { action } from '../../.ladle/story-backend';
import { LanguageMenu } from './language-menu';

export default { title: 'Shared / Language menu' } satisfies StoryDefault;

/** The language selector's menu, open under its button (the selector loads it on first use). */
export const Open: Story = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" id="language-menu-story-button" ref={setAnchor}>
        Language
      </button>
      {anchor && <LanguageMenu id="language-menu-story" anchor={anchor} buttonId="language-menu-story-button" locale="en" onChoose={action('choose')} onClose={action('close')} />}
    </>
  );
};
