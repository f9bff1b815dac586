import { retryAfterSeconds } from '@/api/errors';
import { useCountdown } from './use-countdown';

/**
 * After a 429 the form waits out `retryAfterSeconds`: `secondsLeft` counts down, and `note(error)` starts
 * the wait for a throttled error (call it from onError).
 */
export function useRetryAfter() {
  const countdown = useCountdown();
  const note = (error: unknown) => {
    const seconds = retryAfterSeconds(error);
    if (seconds === undefined) countdown.stop();
    else countdown.start(seconds);
  };
  return { secondsLeft: countdown.secondsLeft, isWaiting: countdown.secondsLeft > 0, note };
}
