/**
 * Spec 02 §4 "PaySafe": a countdown to expiry as mm:ss (shown with 'MINS'), 00:00 once expired. Partial
 * seconds round up, so 00:00 appears only when the approval has really expired.
 */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
