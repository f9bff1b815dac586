import { useEffect, useState } from 'react';

/** A screen's code: a separate chunk, downloaded by the route's loader (in parallel with its data) or on first render. */
export interface ScreenModule<M> {
  /** Starts (or joins) the download; a failed download (offline, a replaced deployment) is tried again next time. */
  load: () => Promise<M>;
  /** The module once downloaded. */
  current: () => M | undefined;
}

export function screenModule<M>(importer: () => Promise<M>): ScreenModule<M> {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { load, current: () => loaded };
}

/**
 * The screen's module: at once when the route's loader has downloaded it (nothing flashes), else undefined until it
 * arrives (the caller shows its own fallback). A failed download reaches the nearest error boundary (the route's,
 * whose Try again loads the route — and the screen — again).
 */
export function useScreenModule<M>(screen: ScreenModule<M>): M | undefined {
  const [state, setState] = useState<{ module?: M; error?: unknown }>(() => ({ module: screen.current() }));
  useEffect(() => {
    if (state.module !== undefined) return;
    let isCancelled = false;
    screen.load().then(
      (module) => !isCancelled && setState({ module }),
      (error: unknown) => !isCancelled && setState({ error }),
    );
    return () => {
      isCancelled = true;
    };
  }, [screen, state.module]);
  if (state.error !== undefined) throw state.error;
  return state.module;
}
