/**
 * Code in a chunk of its own, downloaded when first asked for: a screen, a dialog, a menu's list, a tooltip's popup.
 * The one way the app loads code later; React renders one through src/components/lazy-component.ts.
 */
export interface LazyModule<M> {
  /** Starts (or joins) the download; a failed download (offline, a replaced deployment) is tried again next time. */
  load: () => Promise<M>;
  /** The module once downloaded. */
  current: () => M | undefined;
  /** Why the last download failed, until the next one starts. */
  failure: () => { error: unknown } | undefined;
  /** Starts the download ahead of need (an intent: a hover, a focus, an idle moment); a failure waits for the next ask. */
  preload: () => void;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  let failed: { error: unknown } | undefined;
  const load = () => {
    if (loading) return loading;
    failed = undefined;
    return (loading = importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        failed = { error };
        throw error;
      },
    ));
  };
  return { load, current: () => loaded, failure: () => failed, preload: () => void load().catch(() => undefined) };
}
