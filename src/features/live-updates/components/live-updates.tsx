import { useLiveUpdates } from '../hooks/use-live-updates';

/** Mount once for the signed-in user: in development the app refreshes on the mock server's events. Renders nothing. */
export function LiveUpdates({ userId }: { userId: string }) {
  useLiveUpdates(userId);
  return null;
}
