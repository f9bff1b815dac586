import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { useLogout } from '@/api/generated/endpoints/auth/auth';
import { useSetSession } from '../hooks/use-session';

export function SignOutButton() {
  const setSession = useSetSession();
  const logout = useLogout();
  return (
    <Button variant="outlined" loading={logout.isPending} onClick={() => logout.mutate(undefined, { onSettled: () => setSession(null) })}>
      <FormattedMessage id="auth.signOut" />
    </Button>
  );
}
