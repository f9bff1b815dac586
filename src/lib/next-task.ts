/**
 * Resolves in a later task of the event loop, so that the work after it is not part of the task that is running:
 * the browser can paint and handle input in between. `scheduler.yield()` where the browser has it (its continuation
 * runs before other queued tasks), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls `callback` once the browser has painted its next frame (a timer started in that frame's animation callback),
 * so that work started by an input does not delay the paint that answers it. In a hidden page (no frames) and where
 * there are no animation frames, after a zero-delay timer. Returns a function that cancels the call.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || (typeof document !== 'undefined' && document.visibilityState === 'hidden')) {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
