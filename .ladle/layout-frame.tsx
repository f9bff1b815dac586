import type { ReactNode } from 'react';
import type { User } from '@/api/generated/model';
import { NotificationsProvider } from '@/features/notifications';
import { SecurityDialogsProvider } from '@/features/security';

/** The signed-in page's providers (as DashboardPage sets them up), for the stories of its parts. */
export function LayoutFrame({ user, children }: { user: User; children: ReactNode }) {
  return (
    <SecurityDialogsProvider user={user}>
      <NotificationsProvider profileId={user.profileId}>{children}</NotificationsProvider>
    </SecurityDialogsProvider>
  );
}
