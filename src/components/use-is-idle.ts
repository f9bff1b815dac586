import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * False until the browser's first idle moment after mount (at most IDLE_TIMEOUT_MS), then true: for requests that are
 * not part of the first screen, so that they never share its commit's task. (Code goes through the idle-time preloads'
 * one scheduler instead: preloadWhenIdle, src/lib/lazy-module.ts.)
 */
export function useIsIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    let isMounted = true;
    void whenIdle().then(() => isMounted && setIdle(true));
    return () => {
      isMounted = false;
    };
  }, []);
  return isIdle;
}
