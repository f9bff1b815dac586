import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { useSignOut } from '../hooks/use-sign-out';

/** Signs out; a failure keeps the session and says so ('Failed to sign out. Please try again.'). */
export function SignOutButton() {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Button variant="outlined" loading={isSigningOut} onClick={signOut}>
      <FormattedMessage id="auth.signOut" />
    </Button>
  );
}
