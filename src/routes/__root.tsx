import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { NotFound } from '@/app/not-found';
import { RootErrorFallback } from '@/app/root-error-fallback';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RootErrorFallback,
  notFoundComponent: NotFound,
});
