import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { parseResetLink, sessionQueryOptions, useSession } from '@/features/auth';
import type { CatalogueParts } from '@/i18n';
import { ErrorScreen, ErrorScreenBoundary } from './error-screen';
import { gateOf } from './gate';
import { HistoryPlaceProvider, readAddress } from './history-place';
import { loadPlace } from './place-loader';
import type { createAppRouter } from './router';
import { SessionGate } from './session-gate';

type AppRouter = ReturnType<typeof createAppRouter>;

interface StartedRouter {
  router: AppRouter;
  RouterProvider: ComponentType<{ router: AppRouter }>;
}

interface StartPageProps {
  catalogueParts: CatalogueParts;
  /** The address is `/`, the app's page (any other path is the router's from the start: not found, development pages). */
  isIndex: boolean;
  /** Where the router's code comes from (a test gives its own). */
  loadRouter?: () => Promise<{
    createAppRouter: typeof createAppRouter;
    RouterProvider: StartedRouter['RouterProvider'];
  }>;
}

const loadRouterStart = () => import('./router-start');

/**
 * The page as the visit starts (issue 18: the sign-in screen ships without TanStack Router, ≈ 26 KB of its first
 * download). While nobody is signed in, `/` is the session gate over the browser's history (src/app/history-place.tsx):
 * the sign-in, registration, forgot-password and reset-link places, the e-mail verification step, the offline
 * snapshot. Once the session is verified — on arrival, or when a sign-in completes — the router takes over for the
 * rest of the visit: it owns the session and the signed-in app's data from then on (src/app/router.tsx), starting at
 * the address the signed-out places left (a deep link followed through sign-in). Its code is in the signed-in app's
 * chunk, which the signed-in page preloads and a sign-in's submit starts downloading; the page's code, messages and
 * data start downloading meanwhile, as the router's loader would start them.
 */
export function StartPage({ catalogueParts, isIndex, loadRouter = loadRouterStart }: StartPageProps) {
  const queryClient = useQueryClient();
  const session = useSession();
  const gate = gateOf(session);
  // Spec 01 §2: the reset link, read once on arrival (the signed-out session gate takes it out of the address).
  const [resetLink] = useState(() => (isIndex ? parseResetLink(readAddress().place) : null));
  const [started, setStarted] = useState<StartedRouter | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const starting = useRef<Promise<StartedRouter> | null>(null);
  const isRouterDue = !isIndex || gate.kind === 'verified';

  useEffect(() => {
    if (!isRouterDue || started || failure) return;
    if (!starting.current) {
      if (isIndex) void loadPlace({ queryClient, catalogueParts, gate }, readAddress().place);
      starting.current = loadRouter().then(async ({ createAppRouter, RouterProvider }) => {
        const router = createAppRouter(queryClient, catalogueParts);
        await router.load().catch(() => undefined);
        return { router, RouterProvider };
      });
    }
    let isCurrent = true;
    starting.current.then(
      (next) => isCurrent && setStarted(next),
      (error: unknown) => {
        starting.current = null;
        if (isCurrent) setFailure({ error });
      },
    );
    return () => {
      isCurrent = false;
    };
    // `gate` counts only through isRouterDue: the router follows the session itself once it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isRouterDue, started, failure, queryClient, catalogueParts, isIndex, loadRouter]);

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
