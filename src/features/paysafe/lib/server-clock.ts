/**
 * The server's clock as seen from here. PaySafe approvals expire on the server's time (which the mock
 * server's simulator can move), so the countdown runs on `serverNow()`: the local clock corrected by the
 * offset learnt from the last server timestamp (a `serverTime` answer or an event's `at`).
 */
let offsetMs = 0;

export function noteServerTime(serverTime: string, receivedAtMs: number = Date.now()): void {
  const at = Date.parse(serverTime);
  if (!Number.isNaN(at)) offsetMs = at - receivedAtMs;
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Tests only: forget the learnt offset. */
export function resetServerClock(): void {
  offsetMs = 0;
}
