import { useEffect } from 'react';
import { ACTIVITY_REPORT_INTERVAL_MS } from '../lib/auth-constants';

/** What a user at the device does; pointer movement alone is not (a nudged mouse is nobody deciding to stay). */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Reports the user's input as activity (contract: noteSessionActivity) at most every
 * {@link ACTIVITY_REPORT_INTERVAL_MS}: the first input at once, later ones at the end of the interval, so the server's
 * idle deadline trails the last input by no more than that. The server counts only these reports and the calls that
 * are not reads, never the app's polling — which is why the app must say when someone is there. `report` should be
 * stable (useCallback): a new one starts the interval again.
 */
export function useActivityReports(report: () => void, isEnabled: boolean): void {
  useEffect(() => {
    if (!isEnabled) return;
    let lastReportAt = -Infinity;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      pending = undefined;
      lastReportAt = Date.now();
      report();
    };
    const onInput = () => {
      if (pending !== undefined) return;
      const wait = lastReportAt + ACTIVITY_REPORT_INTERVAL_MS - Date.now();
      if (wait <= 0) send();
      else pending = setTimeout(send, wait);
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
      if (pending !== undefined) clearTimeout(pending);
    };
  }, [isEnabled, report]);
}
