import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import type { User } from '@contract-kit/model';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
import { NotificationsProvider } from '@/features/notifications';
import { preloadAfterFirstPaint, preloadAfterFirstUse } from '../preloads';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { CardPlaceGuard } from '../card-place-guard';
import { DesktopLayout } from './desktop-layout';
import { MobileLayout } from './mobile-layout';

let codeRequested = false;
/** The code the user's first press or focus in the dashboard calls for (../preloads.ts), asked for once. */
function preloadOnFirstUse(isDesktop: boolean) {
  if (codeRequested) return;
  codeRequested = true;
  preloadAfterFirstUse(isDesktop);
}

/** Spec 02 §2: the mobile layout when the window is narrower than 1024 px, else the desktop layout, plus a footer. */
export function DashboardPage({ user }: { user: User }) {
  const isDesktop = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
  // The development server transforms on request: fetch it at once there (builds wait for the user).
  useEffect(() => {
    if (import.meta.env.DEV) preloadOnFirstUse(isDesktop);
  }, [isDesktop]);
  // The menus' and popovers' code, once the first screen is painted: there when the user first opens one.
  useEffect(preloadAfterFirstPaint, []);
  const preload = () => preloadOnFirstUse(isDesktop);
  return (
    <NotificationsProvider profileId={user.profileId}>
      <CardPlaceGuard />
      <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }} onPointerDownCapture={preload} onFocusCapture={preload}>
        <AppHeader user={user} isCompact={!isDesktop} />
        {isDesktop ? <DesktopLayout user={user} /> : <MobileLayout user={user} />}
        <AppFooter />
      </Box>
    </NotificationsProvider>
  );
}
