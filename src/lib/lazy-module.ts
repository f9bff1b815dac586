import { whenIdle } from './when-idle';

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

/**
 * The one scheduler of idle-time preloads (their lists: src/app/preloads.ts for the dashboard, the session gate's for
 * the session's own code): downloads the modules one after another, each once the browser is idle, so that evaluating
 * their code is many short tasks that input can pass between, never part of an input's task. Modules already downloaded
 * cost nothing; a failure is left for the next ask.
 */
export async function preloadWhenIdle(modules: Iterable<LazyModule<unknown>>): Promise<void> {
  for (const module of modules) {
    if (module.current() !== undefined) continue;
    await whenIdle();
    await module.load().catch(() => undefined);
  }
}
