import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Dialog } from '@/components/overlays';
import { usePushNotifications } from '../hooks/use-push-notifications';

type NotificationsApi = ReturnType<typeof usePushNotifications>;

const NotificationsContext = createContext<NotificationsApi | null>(null);

/** One push-notification state for the dashboard (prompt, user menu, profile), plus the denied alert. */
export function NotificationsProvider({ profileId, children }: { profileId: string; children: ReactNode }) {
  const api = usePushNotifications(profileId);
  const titleId = useId();
  const bodyId = useId();
  return (
    <NotificationsContext.Provider value={api}>
      {children}
      <Dialog open={api.isDeniedAlertOpen} onClose={api.closeDeniedAlert} role="alertdialog" aria-labelledby={titleId} aria-describedby={bodyId}>
        <DialogTitle id={titleId}>
          <FormattedMessage id="notifications.denied.title" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId}>
            <FormattedMessage id="notifications.denied.body" />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={api.closeDeniedAlert} autoFocus>
            <FormattedMessage id="notifications.denied.ok" />
          </Button>
        </DialogActions>
      </Dialog>
    </NotificationsContext.Provider>
  );
}

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return api;
}
