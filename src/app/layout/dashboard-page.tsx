import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import type { User } from '@contract-kit/model';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
import { preloadOverlays } from '@/components/overlays';
import { whenIdle } from '@/lib/when-idle';
import { preloadCardSelect } from '@/features/cards';
import { NotificationsProvider } from '@/features/notifications';
import { preloadDialogs } from '../dialogs/dialog-host';
import { loadRefreshes } from '../query-client';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { CardPlaceGuard } from '../card-place-guard';
import { DesktopLayout } from './desktop-layout';
import { MobileLayout } from './mobile-layout';

let codeRequested = false;
/**
 * The dialogs are separate chunks, and so are the phone's card dropdown and the refresh table (what each change the user
 * makes refreshes: src/api/refreshes.ts): the user's first press or focus in the dashboard starts downloading them all,
 * once the browser is idle (not inside the input's task: the download's start and the code's evaluation would delay
 * the paint that answers the press). None of them is part of the first screen, and every change starts with a press.
 * The wide layout never shows the card dropdown.
 */
function preloadOnFirstUse(isDesktop: boolean) {
  if (codeRequested) return;
  codeRequested = true;
  void whenIdle().then(() => {
    preloadDialogs();
    loadRefreshes().catch(() => undefined);
    if (!isDesktop) preloadCardSelect();
  });
}

/** Spec 02 §2: the mobile layout when the window is narrower than 1024 px, else the desktop layout, plus a footer. */
export function DashboardPage({ user }: { user: User }) {
  const isDesktop = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
  // The development server transforms on request: fetch it at once there (builds wait for the user).
  useEffect(() => {
    if (import.meta.env.DEV) preloadOnFirstUse(isDesktop);
  }, [isDesktop]);
  // The menus' and popovers' code, once the first screen is painted: there when the user first opens one.
  useEffect(() => {
    void whenIdle().then(preloadOverlays);
  }, []);
  const preload = () => preloadOnFirstUse(isDesktop);
  return (
    <NotificationsProvider profileId={user.profileId}>
      <CardPlaceGuard />
      <Box
        sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}
        onPointerDownCapture={preload}
        onFocusCapture={preload}
      >
        <AppHeader user={user} isCompact={!isDesktop} />
        {isDesktop ? <DesktopLayout user={user} /> : <MobileLayout user={user} />}
        <AppFooter />
      </Box>
    </NotificationsProvider>
  );
}
