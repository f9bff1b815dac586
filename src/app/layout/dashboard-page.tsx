import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { User } from '@/api/generated/model';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
import { NotificationsProvider } from '@/features/notifications';
import { SecurityDialogsProvider } from '@/features/security';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { DesktopLayout } from './desktop-layout';
import { MobileLayout } from './mobile-layout';

/** Spec 02 §2: the mobile layout when the window is narrower than 1024 px, else the desktop layout, plus a footer. */
export function DashboardPage({ user }: { user: User }) {
  const isDesktop = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
  return (
    <SecurityDialogsProvider user={user}>
      <NotificationsProvider profileId={user.profileId}>
        <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
          <AppHeader user={user} isCompact={!isDesktop} />
          {isDesktop ? <DesktopLayout user={user} /> : <MobileLayout user={user} />}
          <AppFooter />
        </Box>
      </NotificationsProvider>
    </SecurityDialogsProvider>
  );
}
