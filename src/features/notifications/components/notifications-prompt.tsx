import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { useNotifications } from './notifications-provider';

/** Invites the user to turn on push notifications while permission is undecided (stops after 3 denials). */
export function NotificationsPrompt() {
  const notifications = useNotifications();
  if (!notifications.isPromptVisible) return null;
  return (
    <Alert
      severity="info"
      role="note"
      icon={<NotificationsActiveOutlined />}
      action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button color="inherit" size="small" onClick={notifications.dismiss} disabled={notifications.isWorking}>
            <FormattedMessage id="notifications.later" />
          </Button>
          <Button color="info" variant="contained" size="small" onClick={() => void notifications.enable()} loading={notifications.isWorking}>
            <FormattedMessage id="notifications.enable" />
          </Button>
        </Stack>
      }
      sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
      data-testid="notifications-prompt"
    >
      <AlertTitle>
        <FormattedMessage id="notifications.prompt.title" />
      </AlertTitle>
      <FormattedMessage id="notifications.prompt.body" />
    </Alert>
  );
}
