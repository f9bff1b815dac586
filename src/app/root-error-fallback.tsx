import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorScreen } from './error-screen';

/** Root error boundary of the router's routes: Try again resets failed queries and reloads the route. */
export function RootErrorFallback({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorScreen
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
