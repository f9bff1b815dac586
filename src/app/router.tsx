import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { sessionQueryOptions } from '@/features/auth';
import type { CatalogueParts } from '@/i18n';
import { gateKey, gateOf } from './gate';
import { NotFound } from './not-found';
import { RootErrorFallback } from './root-error-fallback';

export interface RouterContext {
  queryClient: QueryClient;
  /** The catalogue parts the app's <I18nProvider> shows: a loader wants the part its screen needs. */
  catalogueParts: CatalogueParts;
}

/**
 * The app's router, from the visit's first screen: it owns every address, signed out and signed in (the places of
 * `/`: src/lib/places.ts, validated by the route's `validateSearch`), and the session (the route's `beforeLoad`).
 */
export function createAppRouter(queryClient: QueryClient, catalogueParts: CatalogueParts) {
  const router = createRouter({
    routeTree,
    context: { queryClient, catalogueParts },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RootErrorFallback,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: FullPageSpinner,
    // Not the router's default of 500 ms: a pending screen would then stay at least that long, even when what it
    // waits for is already there (the preloaded session check: every start). The spinner itself stays invisible
    // while a wait is short (src/components/full-page-spinner.tsx), so it never flashes.
    defaultPendingMinMs: 0,
    scrollRestoration: true,
  });
  // The router owns the session: when it changes what the page is (signed in, out, verified, unreachable), the
  // routes' beforeLoad and loaders run again — e.g. the dashboard's code, messages and data start downloading the
  // moment a sign-in completes.
  const sessionKey = sessionQueryOptions().queryKey;
  let lastGate = gateKey(gateOf(queryClient.getQueryState(sessionKey)));
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== sessionKey[0]) return;
    const gate = gateKey(gateOf(event.query.state));
    if (gate === lastGate) return;
    lastGate = gate;
    void router.invalidate();
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
