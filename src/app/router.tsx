import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { NotFound } from './not-found';
import { RootErrorFallback } from './root-error-fallback';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RootErrorFallback,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: FullPageSpinner,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
