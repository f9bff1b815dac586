import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { DELAYED_REVEAL_ANIMATION } from '@/theme/animations';

/** How long a wait goes without a visible spinner: a shorter one shows none at all. */
export const SPINNER_DELAY_MS = 400;
/** A spinner that follows another within this time continues the same wait (e.g. session check, then messages). */
const SAME_WAIT_GAP_MS = 100;

/** The spinners on the page now, and the wait they stand for. */
const wait = { mounted: 0, startedAt: 0, endedAt: Number.NEGATIVE_INFINITY };

/**
 * The reveal delay of a spinner mounting now: what remains of `SPINNER_DELAY_MS` since its wait began. A wait is
 * the time during which a spinner is up, through one after another — one screen's spinner replaced by the next
 * one's must not start the delay again, or a start in several short steps would show a blank page throughout.
 */
function useRevealDelayMs(): number {
  const [delayMs] = useState(() => {
    const now = performance.now();
    if (wait.mounted === 0 && now - wait.endedAt > SAME_WAIT_GAP_MS) wait.startedAt = now;
    return Math.max(0, Math.round(SPINNER_DELAY_MS - (now - wait.startedAt)));
  });
  useEffect(() => {
    wait.mounted += 1;
    return () => {
      wait.mounted -= 1;
      if (wait.mounted === 0) wait.endedAt = performance.now();
    };
  }, []);
  return delayMs;
}

/**
 * The page-wide loading indicator (a screen's code, its messages or the session check on the way). It becomes
 * visible only once the wait has lasted `SPINNER_DELAY_MS`: a quick start paints its screen first, with no spinner
 * flashing before it. Screen readers hear "Loading" at once.
 */
export function FullPageSpinner() {
  const intl = useIntl();
  const delayMs = useRevealDelayMs();
  return (
    <Box role="status" aria-live="polite" style={{ animationDelay: `${delayMs}ms` }} sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', animation: DELAYED_REVEAL_ANIMATION }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />
    </Box>
  );
}
