import type { Story } from '@ladle/react';
import type { ReactElement, ReactNode } from 'react';
import type { User } from '@contract-kit/model';
import { NotificationsProvider } from '@/features/notifications';
import { withBackend } from './story-backend';

/** The signed-in page's providers (as DashboardPage sets them up), for the stories of its parts. */
export function LayoutFrame({ user, children }: { user: User; children: ReactNode }) {
  return <NotificationsProvider profileId={user.profileId}>{children}</NotificationsProvider>;
}

/** A story of a part of the signed-in page: `setup` (one of `signedIn`) signs a user in, `render` shows the part in {@link LayoutFrame}. */
export function layoutStory(setup: () => Promise<User>, render: (user: User) => ReactElement): Story {
  return withBackend(setup, (user) => <LayoutFrame user={user}>{render(user)}</LayoutFrame>);
}
