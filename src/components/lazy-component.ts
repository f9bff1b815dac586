import { createElement, useEffect, useState, type ComponentType } from 'react';
import type { LazyModule } from '@/lib/lazy-module';

/**
 * A component of a lazy module (src/lib/lazy-module.ts). Once the module is downloaded it renders in the same commit
 * as what shows it; before, it suspends until the code is there (render it inside a Suspense boundary, whose fallback
 * holds its place). A failed download reaches the nearest error boundary, until the module is asked for again (an
 * intent, the idle-time preloads): a render after that downloads anew.
 */
export function lazyComponent<M, Props extends object>(module: LazyModule<M>, pick: (loaded: M) => ComponentType<Props>): ComponentType<Props> {
  return function Lazy(props: Props) {
    const loaded = module.current();
    if (loaded !== undefined) return createElement(pick(loaded), props);
    const failure = module.failure();
    if (failure) throw failure.error;
    // Suspense's contract, as React.lazy keeps it: the promise the render waits for.
    throw module.load().then(
      () => undefined,
      () => undefined,
    );
  };
}

/**
 * A lazy module for a component that shows its own fallback: the module at once when it is downloaded (nothing
 * flashes), else undefined until it arrives (none is asked for while `module` is undefined). A failed download
 * reaches the nearest error boundary, whose Try again asks for it again — unless `isErrorIgnored`: then it stays
 * undefined until another module is asked for.
 */
export function useLazyModule<M>(module: LazyModule<M> | undefined, { isErrorIgnored = false } = {}): M | undefined {
  const [, setArrivals] = useState(0);
  const [failure, setFailure] = useState<{ module: LazyModule<M>; error: unknown } | null>(null);
  const shown = module?.current();
  // Decided by what this render showed, not by the module now: a download that ends between the render and this
  // effect (a preload started by the route's loader) must still bring the render that shows it.
  const isShown = shown !== undefined;
  useEffect(() => {
    if (!module || isShown) return;
    let isCancelled = false;
    module.load().then(
      () => !isCancelled && setArrivals((count) => count + 1),
      (error: unknown) => !isCancelled && !isErrorIgnored && setFailure({ module, error }),
    );
    return () => {
      isCancelled = true;
    };
  }, [module, isShown, isErrorIgnored]);
  if (failure && failure.module === module) throw failure.error;
  return shown;
}
