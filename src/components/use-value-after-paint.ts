import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/next-task';

/**
 * `value` as the screen should show it when showing it costs a long render (a tab's panel, a dialog, the place): the
 * value before until the browser has painted the input's own feedback (the tab selected, the button pressed), then
 * `value` in a transition, which React renders in slices that further input can pass between. React's deferred values
 * start rendering before that paint (on a slow phone, a tab press painted ≈ 100 ms later). A value that changes again
 * meanwhile is shown only as its newest.
 */
export function useValueAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return afterNextPaint(() => startTransition(() => setShown(() => value)));
  }, [value, shown]);
  return shown;
}
