import { useIntl } from 'react-intl';
import { isApiError } from '@/api/errors';
import { useLogout } from '@/api/generated/endpoints/auth/auth';
import { useToast } from '@/components/toast-provider';
import { useSetSession } from './use-session';

/**
 * Signs out (POST /api/auth/logout) and forgets the session client-side. A failure keeps the user signed
 * in with 'Failed to sign out. Please try again.' (spec 02 §8); a 401 means the session is already gone.
 */
export function useSignOut() {
  const intl = useIntl();
  const { toast } = useToast();
  const setSession = useSetSession();
  const logout = useLogout();
  const signOut = () => {
    if (logout.isPending) return;
    logout.mutate(undefined, {
      onSuccess: () => setSession(null),
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          setSession(null);
          return;
        }
        toast({ variant: 'destructive', title: intl.formatMessage({ id: 'auth.signOut.failed' }) });
      },
    });
  };
  return { signOut, isSigningOut: logout.isPending };
}
