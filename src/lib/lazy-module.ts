/** Code in a chunk of its own, downloaded when first asked for (a screen's, an overlay's). */
export interface LazyModule<M> {
  /** Starts (or joins) the download; a failed download (offline, a replaced deployment) is tried again next time. */
  load: () => Promise<M>;
  /** The module once downloaded. */
  current: () => M | undefined;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
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
