import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { NotFound } from '@/app/not-found';
import { RootErrorFallback } from '@/app/root-error-fallback';

// The PWA notices live above the router (src/main.tsx), so a route's error never hides them.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RootErrorFallback,
  notFoundComponent: NotFound,
});
