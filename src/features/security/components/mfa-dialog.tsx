import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { User } from '@contract-kit/model';
import { ResponsiveDialog, type DialogOpenProps } from '@/components/responsive-dialog';
import { MfaManage } from './mfa-manage';
import { MfaSetup } from './mfa-setup';

interface MfaDialogProps extends DialogOpenProps {
  user: User;
}

/** Spec 02 §4 MFA: the set-up view when MFA is off, the manage view when it is on (fixed while open). */
export function MfaDialog({ user, ...dialog }: MfaDialogProps) {
  const [view, setView] = useState<'setup' | 'manage' | null>(null);
  const [isBusy, setBusy] = useState(false);
  // Latch the view on opening: the session refresh after set-up turns mfaEnabled on mid-dialog.
  if (dialog.open && view === null) setView(user.mfaEnabled ? 'manage' : 'setup');
  const onBusyChange = useCallback((value: boolean) => setBusy(value), []);
  return (
    <ResponsiveDialog
      {...dialog}
      isCloseDisabled={isBusy}
      maxWidth="sm"
      hasOwnBody
      onExited={() => {
        setView(null);
        setBusy(false);
      }}
      title={<FormattedMessage id={view === 'manage' ? 'security.mfa.manage.title' : 'security.mfa.setup.title'} />}
    >
      {view === 'setup' && <MfaSetup onClose={dialog.onClose} onBusyChange={onBusyChange} />}
      {view === 'manage' && <MfaManage user={user} onClose={dialog.onClose} onBusyChange={onBusyChange} />}
    </ResponsiveDialog>
  );
}
