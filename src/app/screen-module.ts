import { useEffect, useState } from 'react';
import type { LazyModule } from '@/lib/lazy-module';

/**
 * The screen's module: at once when the route's loader has downloaded it (nothing flashes), else undefined until it
 * arrives (the caller shows its own fallback). A failed download reaches the nearest error boundary (the route's,
 * whose Try again loads the route — and the screen — again).
 */
export function useScreenModule<M>(screen: LazyModule<M>): M | undefined {
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
