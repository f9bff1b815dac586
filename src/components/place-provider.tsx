import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { withDialog, type DialogRequest, type PlaceSearch } from '@/lib/places';

/** A change of the place: a key set to `undefined` leaves the address. */
export type PlacePatch = { [K in keyof PlaceSearch]?: PlaceSearch[K] | undefined };

/**
 * Where places are kept: the router's history in the app (src/app/router-place.tsx), a list in memory for component
 * tests and stories
 * ({@link MemoryPlaceProvider}). `dialogDepth` is how many history entries the open dialog has pushed
 * so far (0 when the dialog came with the address: a link, a reload).
 */
export interface PlaceHistory {
  place: PlaceSearch;
  dialogDepth: number;
  navigate: (place: PlaceSearch, options: { replace: boolean; dialogDepth: number }) => void;
  go: (delta: number) => void;
  /** Loads the page again at `place` (in place of the current entry). */
  reload: (place: PlaceSearch) => void;
  /**
   * The newest place and depth, when the rendered ones may lag behind (the app renders a place change deferred):
   * moves start from these, so an input before the rendering caught up does not start from a place already left.
   */
  latest?: () => { place: PlaceSearch; dialogDepth: number };
}

/** How the app moves between places (see src/lib/places.ts for the address of each). */
export interface PlaceApi {
  place: PlaceSearch;
  /** How many history entries the open dialog (and what it opened) has pushed up to this one. */
  depth: number;
  /** Steps through the history (Back is -1). */
  go: (delta: number) => void;
  /**
   * Changes where the user is: in place (a selected card, a tab, a page, a view of a dialog), or as a new history
   * entry (`push`: a mobile tab, the forgot-password screen) that Back — and {@link PlaceApi.returnTo} — leaves again.
   */
  set: (patch: PlacePatch, options?: { push?: boolean }) => void;
  /** Back to where the user was before the last pushed place (a dialog, a pushed view); without one, to `fallback` in place. */
  returnTo: (fallback: PlacePatch) => void;
  /** Opens a dialog: a new history entry, so Back closes it and Forward opens it again. */
  openDialog: (request: DialogRequest) => void;
  /** Replaces the open dialog by another (deposit → withdraw; the continue-application step → the wizard). */
  switchDialog: (request: DialogRequest) => void;
  /** A new entry inside the open dialog, that Back returns from (the wizard's step 2 → 3). */
  pushInDialog: (patch: PlacePatch) => void;
  /** The dialog's own Back: to the entry it pushed from, else to `patch` in place. */
  backInDialog: (patch: PlacePatch) => void;
  /** Closes the open dialog: back to the entry before the dialog opened, or (arrived with the address) without it. */
  closeDialog: () => void;
  /** Reloads the page at this place changed by `patch` (spec 02 §4: the physical order's success dialog reloads). */
  reloadWithout: (patch: PlacePatch) => void;
}

const apply = (place: PlaceSearch, patch: PlacePatch): PlaceSearch => Object.fromEntries(Object.entries({ ...place, ...patch }).filter(([, value]) => value !== undefined)) as PlaceSearch;

const isSamePlace = (a: PlaceSearch, b: PlaceSearch) => {
  const keys = Object.keys(a) as (keyof PlaceSearch)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

const DIALOG_KEYS: PlacePatch = { dialog: undefined, view: undefined, page: undefined, step: undefined };

/** The moves of {@link PlaceApi} over a history. */
export function createPlaceApi(history: PlaceHistory): PlaceApi {
  const now = () => history.latest?.() ?? history;
  const returnTo = (fallback: PlacePatch) => {
    const { place, dialogDepth } = now();
    if (dialogDepth > 0) history.go(-dialogDepth);
    else history.navigate(apply(place, fallback), { replace: true, dialogDepth: 0 });
  };
  return {
    place: history.place,
    depth: history.dialogDepth,
    go: history.go,
    set: (patch, options) => {
      const { place, dialogDepth } = now();
      history.navigate(apply(place, patch), options?.push ? { replace: false, dialogDepth: 1 } : { replace: true, dialogDepth });
    },
    returnTo,
    openDialog: (request) => {
      const { place } = now();
      const next = withDialog(place, request);
      // A second tap before the first one's dialog shows (it renders deferred) opens nothing more.
      if (!isSamePlace(place, next)) history.navigate(next, { replace: false, dialogDepth: 1 });
    },
    switchDialog: (request) => {
      const { place, dialogDepth } = now();
      history.navigate(withDialog(place, request), { replace: true, dialogDepth });
    },
    pushInDialog: (patch) => {
      const { place, dialogDepth } = now();
      history.navigate(apply(place, patch), { replace: false, dialogDepth: dialogDepth + 1 });
    },
    backInDialog: (patch) => {
      const { place, dialogDepth } = now();
      if (dialogDepth > 1) history.go(-1);
      else history.navigate(apply(place, patch), { replace: true, dialogDepth });
    },
    closeDialog: () => {
      if (now().place.dialog) returnTo(DIALOG_KEYS);
    },
    reloadWithout: (patch) => history.reload(apply(now().place, patch)),
  };
}

const PlaceContext = createContext<PlaceApi | null>(null);

/**
 * How deep the dialog being rendered sits: 0 for a dialog whose place is the address (the dialog host's, the reset
 * link's), 1 and more for a dialog opened inside it (an agreement viewer, a scan-with-phone code, an MFA step). Outside
 * a hosted dialog (a component test that renders a dialog on its own) there is no level and nothing changes.
 */
export const DialogLevelContext = createContext<number | null>(null);

/** Marks `children` as the dialog a place names (rendered by the dialog host). */
export function HostedDialog({ children }: { children: ReactNode }) {
  return <DialogLevelContext.Provider value={0}>{children}</DialogLevelContext.Provider>;
}

const noHold = (_isHeld: boolean): void => undefined;
/** How the current history holds the place (the router and the browser's history undo Back and Forward; memory has nothing to hold). */
export const HoldPlaceContext = createContext<(isHeld: boolean) => void>(noHold);

/** While `isHeld` (a dialog whose request must not be abandoned, spec: closing is disabled), Back does not close it. */
export function useHoldPlace(isHeld: boolean): void {
  const useHold = useContext(HoldPlaceContext);
  useHold(isHeld);
}

/** Provides the place of a history (the app's router, or memory). */
export function PlaceProvider({ history, children }: { history: PlaceHistory; children: ReactNode }) {
  const { place, dialogDepth, navigate, go, reload, latest } = history;
  const api = useMemo(() => createPlaceApi({ place, dialogDepth, navigate, go, reload, latest }), [place, dialogDepth, navigate, go, reload, latest]);
  return <PlaceContext.Provider value={api}>{children}</PlaceContext.Provider>;
}

/** The place api, or null outside a place (a dialog rendered on its own in a component test). */
export const useOptionalPlace = (): PlaceApi | null => useContext(PlaceContext);

/** Where the user is, and how to move (inside the app's `/` route, a component test or a story). */
export function usePlace(): PlaceApi {
  const api = useContext(PlaceContext);
  if (!api) throw new Error('usePlace must be used inside a <PlaceProvider> (the `/` route, renderWithProviders, a story)');
  return api;
}

interface MemoryEntry {
  place: PlaceSearch;
  dialogDepth: number;
}

/** The places of component tests and stories: a history in memory, starting at `initialPlace`. */
export function MemoryPlaceProvider({ initialPlace = {}, children }: { initialPlace?: PlaceSearch; children: ReactNode }) {
  const [state, setState] = useState<{ entries: MemoryEntry[]; index: number }>({ entries: [{ place: initialPlace, dialogDepth: 0 }], index: 0 });
  const navigate = useMemo(
    () => (place: PlaceSearch, options: { replace: boolean; dialogDepth: number }) =>
      setState(({ entries, index }) =>
        options.replace
          ? { entries: entries.map((entry, at) => (at === index ? { place, dialogDepth: options.dialogDepth } : entry)), index }
          : { entries: [...entries.slice(0, index + 1), { place, dialogDepth: options.dialogDepth }], index: index + 1 },
      ),
    [],
  );
  const go = useMemo(() => (delta: number) => setState(({ entries, index }) => ({ entries, index: Math.min(entries.length - 1, Math.max(0, index + delta)) })), []);
  // A reload starts over at the place, with the history it had.
  const reload = useMemo(() => (place: PlaceSearch) => navigate(place, { replace: true, dialogDepth: 0 }), [navigate]);
  const current = state.entries[state.index] ?? { place: initialPlace, dialogDepth: 0 };
  return <PlaceProvider history={{ place: current.place, dialogDepth: current.dialogDepth, navigate, go, reload }}>{children}</PlaceProvider>;
}
