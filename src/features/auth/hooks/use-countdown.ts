import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds, started from an event handler: `start(3)` → 3, 2, 1, 0. Used for the 3 s
 * redirect after e-mail verification and for retry-after waits.
 */
export function useCountdown() {
  const [state, setState] = useState<{ deadline: number; now: number } | null>(null);

  useEffect(() => {
    if (!state || state.now >= state.deadline) return;
    const timer = setTimeout(() => setState((current) => current && { ...current, now: Date.now() }), Math.min(250, state.deadline - state.now));
    return () => clearTimeout(timer);
  }, [state]);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setState({ deadline: now + seconds * 1000, now });
  }, []);
  const stop = useCallback(() => setState(null), []);

  const secondsLeft = state ? Math.max(0, Math.ceil((state.deadline - state.now) / 1000)) : 0;
  return { secondsLeft, isStarted: state !== null, isDone: state !== null && secondsLeft === 0, start, stop };
}
