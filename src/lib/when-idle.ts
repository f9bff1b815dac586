/** How long {@link whenIdle} waits at most for an idle moment (ms). */
export const IDLE_TIMEOUT_MS = 2_000;
/** Where the browser has no idle callbacks (Safari): a timer long enough for the input's frame to be painted (ms). */
export const IDLE_FALLBACK_MS = 100;

/**
 * Resolves when the browser is idle: after the frames it has to paint and the input it has to handle (at most
 * {@link IDLE_TIMEOUT_MS} later). For work nobody waits for, such as downloading and evaluating code ahead of need,
 * so that it is never part of an input's task.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, IDLE_FALLBACK_MS);
  });
}
