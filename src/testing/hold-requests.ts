import { vi } from 'vitest';

/**
 * Holds every request whose URL path ends with `path` (and, when given, of that method) until `release()` — so a test can act while a request is
 * surely still running (close a dialog, look at a loading state), whatever the machine's speed, instead of betting
 * on an injected latency. `restore()` (in a `finally`) releases and puts `fetch` back.
 */
export function holdRequests(path: string, method?: string): { release: () => void; restore: () => void; held: Promise<void> } {
  const realFetch = globalThis.fetch;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markHeld = () => {};
  /** Resolves once a matching request has been sent and is being held. */
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const requestMethod = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (url.pathname.endsWith(path) && (method === undefined || requestMethod === method)) {
      markHeld();
      await released;
    }
    return realFetch(input, init);
  });
  return {
    held,
    release,
    restore: () => {
      release();
      spy.mockRestore();
    },
  };
}
