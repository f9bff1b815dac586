import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { NotFound } from '@/app/not-found';
import { RootErrorFallback } from '@/app/root-error-fallback';
import { PwaShell } from '@/features/pwa';

/** The PWA notices (install, offline/online, update) live above every route, so a route's error never hides them. */
function RootLayout() {
  return (
    <>
      <Outlet />
      <PwaShell />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RootErrorFallback,
  notFoundComponent: NotFound,
});
