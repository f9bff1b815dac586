import MenuItem from '@mui/material/MenuItem';
import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { action } from '../../.ladle/story-backend';
import { HeaderMenuList } from './header-menu-list';

export default { title: 'Shared / Header menu list' } satisfies StoryDefault;

/** A header menu's list, open under its button, right-aligned (HeaderMenu renders it from the first open on). */
export const Open: Story = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <button type="button" id="header-menu-list-story-button" ref={setAnchor}>
        Support
      </button>
      {anchor && (
        <HeaderMenuList menu={{ id: 'header-menu-list-story', buttonId: 'header-menu-list-story-button', anchor, close: action('close'), minWidth: 220 }}>
          <MenuItem onClick={action('email')}>E-mail</MenuItem>
          <MenuItem onClick={action('wechat')}>WeChat</MenuItem>
          <MenuItem onClick={action('whatsapp')}>WhatsApp</MenuItem>
        </HeaderMenuList>
      )}
    </div>
  );
};
