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
