import { useNavigate, useRouter, useRouterState, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { HoldPlaceContext, PlaceProvider, type PlaceHistory } from '@/components/place-provider';
import { useValueAfterPaint } from '@/components/use-value-after-paint';
import { isValidatedSearch, validatePlaceSearch, type PlaceSearch } from '@/lib/places';

declare module '@tanstack/history' {
  interface HistoryState {
    /** How many entries the open dialog has pushed up to this one (absent: none, the dialog came with the address). */
    dialogDepth?: number;
  }
}

/**
 * The places of the app: the search parameters of `/` in the router's history. A place change is a navigation that
 * keeps the scroll position; opening a dialog is a new history entry, so the browser's Back closes it, Forward opens
 * it again and a reload shows it again.
 */
export function RouterPlaceProvider({ children }: { children: ReactNode }) {
  // The route's search also carries what its validation left out (the router keeps unknown keys): the place is only
  // what validates, and the address drops the rest.
  const search: Record<string, unknown> = useSearch({ from: '/' });
  const place = useMemo(() => validatePlaceSearch(search), [search]);
  const isClean = isValidatedSearch(search, place);
  const dialogDepth = useRouterState({ select: (state) => state.location.state.dialogDepth ?? 0 });
  const routerNavigate = useNavigate({ from: '/' });
  const router = useRouter();
  const navigate = useCallback<PlaceHistory['navigate']>(
    (next: PlaceSearch, { replace, dialogDepth: depth }) =>
      void routerNavigate({ to: '/', search: next, replace, resetScroll: false, ignoreBlocker: true, state: depth > 0 ? { dialogDepth: depth } : {} }),
    [routerNavigate],
  );
  const go = useCallback((delta: number) => router.history.go(delta, { ignoreBlocker: true }), [router]);
  useEffect(() => {
    if (!isClean) void routerNavigate({ to: '/', search: place, replace: true, resetScroll: false, ignoreBlocker: true, state: true });
  }, [isClean, place, routerNavigate]);
  const reload = useCallback((next: PlaceSearch) => window.location.replace(router.buildLocation({ to: '/', search: next }).href), [router]);
  // A place change (a dialog, a tab, a card) re-renders much of the screen: it renders after the browser painted the
  // input's feedback, in slices, instead of inside the router's synchronous update. Moves start from the newest place
  // meanwhile.
  const shown = useValueAfterPaint(useMemo(() => ({ place, dialogDepth }), [place, dialogDepth]));
  // The router's own newest location (set when a move is committed, before any render).
  const latest = useCallback(() => ({ place: validatePlaceSearch(router.latestLocation.search), dialogDepth: router.latestLocation.state.dialogDepth ?? 0 }), [router]);
  return (
    <HoldPlaceContext.Provider value={useHoldRouterPlace}>
      <PlaceProvider history={{ place: shown.place, dialogDepth: shown.dialogDepth, navigate, go, reload, latest }}>{children}</PlaceProvider>
    </HoldPlaceContext.Provider>
  );
}

/**
 * While `isHeld` (a dialog whose request must not be abandoned), the browser's Back and Forward do nothing (the
 * router's history undoes them); the app's own moves, which ignore blockers, still happen.
 */
function useHoldRouterPlace(isHeld: boolean): void {
  const router = useRouter();
  useEffect(() => {
    if (!isHeld) return;
    return router.history.block({ blockerFn: ({ action }) => action === 'BACK' || action === 'FORWARD' || action === 'GO', enableBeforeUnload: false });
  }, [isHeld, router]);
}
