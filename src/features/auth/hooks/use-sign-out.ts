import { useIntl } from 'react-intl';
import { isApiError } from '@/api/errors';
import { useLogout } from '@/api/generated/endpoints/auth/auth';
import { usePlace, type PlacePatch } from '@/components/place-provider';
import { useToast } from '@/components/toast-provider';
import { useSetSession } from './use-session';

/**
 * Signs out (POST /api/auth/logout) and forgets the session client-side; the address goes back to the plain `/` (the
 * next user to sign in on this device starts at the dashboard, not at the last one's card). A failure keeps the user
 * signed in with 'Failed to sign out. Please try again.' (spec 02 §8); a 401 means the session is already gone.
 */
export function useSignOut() {
  const intl = useIntl();
  const { toast } = useToast();
  const setSession = useSetSession();
  const { place, set } = usePlace();
  const logout = useLogout();
  const signedOut = () => {
    setSession(null);
    set(Object.fromEntries(Object.keys(place).map((key) => [key, undefined])) as PlacePatch);
  };
  const signOut = () => {
    if (logout.isPending) return;
    logout.mutate(undefined, {
      onSuccess: signedOut,
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          signedOut();
          return;
        }
        toast({ variant: 'destructive', title: intl.formatMessage({ id: 'auth.signOut.failed' }) });
      },
    });
  };
  return { signOut, isSigningOut: logout.isPending };
}
