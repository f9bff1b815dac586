import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { HoldPlaceContext, PlaceProvider, type PlaceHistory } from '@/components/place-provider';
import { useValueAfterPaint } from '@/components/use-value-after-paint';
import { isValidatedSearch, validatePlaceSearch, type PlaceSearch } from '@/lib/places';

/**
 * What an entry of the browser's history holds, written as TanStack Router's history writes it (a key and the entry's
 * index), so the router, once it takes over (src/app/start-page.tsx), steps through these entries as through its own.
 */
interface EntryState {
  key?: string;
  __TSR_key?: string;
  __TSR_index?: number;
  dialogDepth?: number;
}

interface Entry {
  /** The address's search as the router parses it (what validation leaves out included). */
  search: Record<string, unknown>;
  place: PlaceSearch;
  dialogDepth: number;
  index: number;
}

const stateOf = (): EntryState => (window.history.state ?? {}) as EntryState;

/** The address and history entry now, as the router would read them. */
export function readAddress(): Entry {
  const search = defaultParseSearch(window.location.search) as Record<string, unknown>;
  const state = stateOf();
  return {
    search,
    place: validatePlaceSearch(search),
    dialogDepth: state.dialogDepth ?? 0,
    index: state.__TSR_index ?? 0,
  };
}

const newKey = () => (Math.random() + 1).toString(36).slice(7);

/** Writes `place` into the address: a new entry (`replace: false`) or in place of the current one. */
function writeAddress(place: PlaceSearch, { replace, dialogDepth }: { replace: boolean; dialogDepth: number }): void {
  const key = newKey();
  const index = (stateOf().__TSR_index ?? 0) + (replace ? 0 : 1);
  const state: EntryState = {
    ...(dialogDepth > 0 ? { dialogDepth } : {}),
    key,
    __TSR_key: key,
    __TSR_index: index,
  };
  const href = `${window.location.pathname}${defaultStringifySearch(place)}`;
  if (replace) window.history.replaceState(state, '', href);
  else window.history.pushState(state, '', href);
}

/** The address now, its search first replaced by the place it validates to when they differ (the router's rule). */
function readCleanAddress(): Entry {
  const entry = readAddress();
  if (isValidatedSearch(entry.search, entry.place)) return entry;
  writeAddress(entry.place, { replace: true, dialogDepth: entry.dialogDepth });
  return readAddress();
}

/**
 * The places of `/` over the browser's own history, for the signed-out start (the sign-in screen ships without
 * the router, which the signed-in app loads). The same moves as the router's places (src/app/router-place.tsx):
 * a place change keeps the scroll position, a dialog or a pushed view is a history entry that Back leaves, an address
 * whose search does not validate is replaced by the place it validates to, and a place change renders after the
 * browser painted the input's feedback.
 */
export function HistoryPlaceProvider({ children }: { children: ReactNode }) {
  const [entry, setEntry] = useState(readCleanAddress);
  /** The entry the history is at (the state's value may not have rendered yet). */
  const current = useRef(entry);
  const show = useCallback((next: Entry) => {
    current.current = next;
    setEntry(next);
  }, []);
  const holds = useRef(0);
  /** The next history step is the app's own (not held). */
  const isOwnStep = useRef(false);
  /** The next history step undoes one that a hold refused. */
  const isUndo = useRef(false);

  useEffect(() => {
    // An entry the router would not know (the first one of a visit) gets its key and index, as the router gives it.
    const state = stateOf();
    if (state.__TSR_key === undefined && state.key === undefined) {
      const key = newKey();
      window.history.replaceState({ ...state, key, __TSR_key: key, __TSR_index: 0 }, '');
    }
    const onPop = () => {
      if (isUndo.current) {
        isUndo.current = false;
        return;
      }
      const next = readCleanAddress();
      if (isOwnStep.current) isOwnStep.current = false;
      else if (holds.current > 0) {
        // Back or Forward while a request must finish: undone, the place stays.
        isUndo.current = true;
        window.history.go(current.current.index - next.index);
        return;
      }
      show(next);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [show]);

  const navigate = useCallback<PlaceHistory['navigate']>(
    (next, options) => {
      writeAddress(next, options);
      show(readAddress());
    },
    [show],
  );
  const go = useCallback((delta: number) => {
    isOwnStep.current = true;
    window.history.go(delta);
  }, []);
  const reload = useCallback((next: PlaceSearch) => window.location.replace(`${window.location.pathname}${defaultStringifySearch(next)}`), []);
  const latest = useCallback(() => {
    const { place, dialogDepth } = readAddress();
    return { place, dialogDepth };
  }, []);
  // The hold's hook (HoldPlaceContext), one for the provider's life: it counts the holds this history honours.
  const [useHold] = useState(
    () =>
      function useHistoryHold(isHeld: boolean) {
        useEffect(() => {
          if (!isHeld) return;
          holds.current += 1;
          return () => {
            holds.current -= 1;
          };
        }, [isHeld]);
      },
  );
  const shown = useValueAfterPaint(useMemo(() => ({ place: entry.place, dialogDepth: entry.dialogDepth }), [entry]));
  return (
    <HoldPlaceContext.Provider value={useHold}>
      <PlaceProvider
        history={{
          place: shown.place,
          dialogDepth: shown.dialogDepth,
          navigate,
          go,
          reload,
          latest,
        }}
      >
        {children}
      </PlaceProvider>
    </HoldPlaceContext.Provider>
  );
}
