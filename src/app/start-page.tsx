import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { parseResetLink, sessionQueryOptions, useSession } from '@/features/auth';
import type { CatalogueParts } from '@/i18n';
import { ErrorScreen, ErrorScreenBoundary } from './error-screen';
import { gateOf, type Gate } from './gate';
import { HistoryPlaceProvider, readAddress } from './history-place';
import { loadPlace } from './place-loader';
import type { createAppRouter } from './router';
import { SessionGate } from './session-gate';

type AppRouter = ReturnType<typeof createAppRouter>;

interface StartedRouter {
  router: AppRouter;
  RouterProvider: ComponentType<{ router: AppRouter }>;
}

type LoadRouter = () => Promise<{ createAppRouter: typeof createAppRouter; RouterProvider: StartedRouter['RouterProvider'] }>;

const loadRouterStart: LoadRouter = () => import('./router-start');

/**
 * The router's start, once a visit (again after a download that failed): its code, then its first load (the routes'
 * `beforeLoad` and loaders). At `/` the verified page's code, messages and data start downloading with it, as the
 * route's loader would start them — src/main.tsx starts it the moment the session check answers, before the page's
 * first render.
 */
export function createRouterStart(queryClient: QueryClient, catalogueParts: CatalogueParts, loadRouter: LoadRouter = loadRouterStart) {
  let starting: Promise<StartedRouter> | null = null;
  return {
    start(gate: Gate, isIndex: boolean): Promise<StartedRouter> {
      if (starting) return starting;
      // The route's first load takes this one instead of loading again.
      const startLoad = isIndex ? loadPlace({ queryClient, catalogueParts, gate }, readAddress().place) : undefined;
      const next = loadRouter().then(async ({ createAppRouter, RouterProvider }) => {
        const router = createAppRouter(queryClient, catalogueParts, startLoad);
        await router.load().catch(() => undefined);
        return { router, RouterProvider };
      });
      starting = next;
      next.catch(() => {
        starting = null;
      });
      return next;
    },
  };
}

export type RouterStart = ReturnType<typeof createRouterStart>;

/** Whether the page at this address with this session is the router's (else the signed-out session gate's). */
export const isRouterPage = (gate: Gate, isIndex: boolean): boolean => !isIndex || gate.kind === 'verified';

interface StartPageProps {
  catalogueParts: CatalogueParts;
  /** The address is `/`, the app's page (any other path is the router's from the start: not found, development pages). */
  isIndex: boolean;
  /** The visit's router start (src/main.tsx starts it early); without one, the page makes its own from `loadRouter`. */
  routerStart?: RouterStart;
  /** Where the router's code comes from (a test gives its own). */
  loadRouter?: LoadRouter;
}

/**
 * The page as the visit starts (the sign-in screen ships without TanStack Router, ≈ 26 KB of its first download). While nobody is signed in, `/` is the session gate over the browser's history (src/app/history-place.tsx):
 * the sign-in, registration, forgot-password and reset-link places, the e-mail verification step, the offline
 * snapshot. Once the session is verified — on arrival, or when a sign-in completes — the router takes over for the
 * rest of the visit: it owns the session and the signed-in app's data from then on (src/app/router.tsx), starting at
 * the address the signed-out places left (a deep link followed through sign-in). Its code is in the signed-in app's
 * chunk, which the signed-in page preloads and a sign-in's submit starts downloading; the page's code, messages and
 * data start downloading meanwhile, as the router's loader would start them.
 */
export function StartPage({ catalogueParts, isIndex, routerStart: givenStart, loadRouter }: StartPageProps) {
  const queryClient = useQueryClient();
  const [routerStart] = useState(() => givenStart ?? createRouterStart(queryClient, catalogueParts, loadRouter));
  const session = useSession();
  const gate = gateOf(session);
  // Spec 01 §2: the reset link, read once on arrival (the signed-out session gate takes it out of the address).
  const [resetLink] = useState(() => (isIndex ? parseResetLink(readAddress().place) : null));
  const [started, setStarted] = useState<StartedRouter | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const isRouterDue = isRouterPage(gate, isIndex);

  useEffect(() => {
    if (!isRouterDue || started || failure) return;
    let isCurrent = true;
    routerStart.start(gate, isIndex).then(
      (next) => isCurrent && setStarted(next),
      (error: unknown) => isCurrent && setFailure({ error }),
    );
    return () => {
      isCurrent = false;
    };
    // `gate` counts only through isRouterDue: the router follows the session itself once it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isRouterDue, started, failure, routerStart, isIndex]);

  if (started) return <started.RouterProvider router={started.router} />;
  // The router's code could not be downloaded (offline before it was cached): Try again downloads it again.
  if (failure) return <ErrorScreen error={failure.error} onRetry={() => setFailure(null)} />;
  // Spec 02 §2: a spinner while the session loads (and while the router starts).
  if (isRouterDue || gate.kind === 'checking') return <FullPageSpinner />;
  return (
    <ErrorScreenBoundary
      onRetry={() =>
        void queryClient.refetchQueries({
          queryKey: sessionQueryOptions().queryKey,
        })
      }
    >
      <HistoryPlaceProvider>
        <SessionGate resetLink={resetLink} />
      </HistoryPlaceProvider>
    </ErrorScreenBoundary>
  );
}
