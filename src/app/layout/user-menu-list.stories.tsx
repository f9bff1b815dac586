import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import type { User } from '@contract-kit/model';
import { action, signedIn } from '../../../.ladle/story-backend';
import { layoutStory } from '../../../.ladle/layout-frame';
import { UserMenuList } from './user-menu-list';

export default { title: 'Layout / User menu list' } satisfies StoryDefault;

/** The user menu's list, open under its button (UserMenu loads it on the first open). */
function OpenList({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <button type="button" id="user-menu-list-story-button" ref={setAnchor}>
        Account menu
      </button>
      {anchor && <UserMenuList user={user} menu={{ id: 'user-menu-list-story', buttonId: 'user-menu-list-story-button', anchor, close: action('close'), minWidth: 260 }} />}
    </div>
  );
}

export const Default: Story = layoutStory(signedIn.demo, (user) => <OpenList user={user} />);
/** A new user: no cards, zero balances. */
export const Empty: Story = layoutStory(signedIn.empty, (user) => <OpenList user={user} />);
