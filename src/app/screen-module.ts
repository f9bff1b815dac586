import { use } from 'react';

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
 * The screen's module: at once when the route's loader has downloaded it (no fallback flashes), else suspends until
 * it arrives (the nearest `<Suspense>` shows its fallback; a failed download reaches the route's error component).
 */
export function useScreenModule<M>(screen: ScreenModule<M>): M {
  return screen.current() ?? use(screen.load());
}
