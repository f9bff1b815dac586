import type { Story, StoryDefault } from '@ladle/react';
import { useEffect } from 'react';
import { me, scenario, signInAs } from '../../../../.ladle/scenario';
import { SecurityDialogsProvider, useOpenSecurityDialog, type SecurityDialogName } from './security-dialogs';

export default { title: 'Security / Security dialogs' } satisfies StoryDefault;

/** Opens one of the provider's dialogs, as the profile panel's menu items do. */
function Opener({ name }: { name: SecurityDialogName }) {
  const open = useOpenSecurityDialog();
  useEffect(() => open(name), [open, name]);
  return null;
}

const opened = (name: SecurityDialogName): Story =>
  scenario(
    async () => {
      await signInAs('demo@example.com');
      return me();
    },
    (user) => (
      <SecurityDialogsProvider user={user}>
        <Opener name={name} />
      </SecurityDialogsProvider>
    ),
  );

export const Password = opened('password');
export const Email = opened('email');
export const TwoFactor = opened('mfa');
