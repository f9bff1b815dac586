import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { FormattedMessage } from 'react-intl';
import { useNotifications } from './notifications-provider';

const ICONS = { subscribed: NotificationsActiveOutlined, denied: NotificationsOffOutlined, unsupported: NotificationsOffOutlined, default: NotificationsOutlined, granted: NotificationsOutlined };

/**
 * The notifications row of the user menu (`variant="menu"`) and the profile list (`variant="list"`, a list item):
 * "Enable notifications", or "Notifications are on" once subscribed.
 */
export function NotificationsSetting({ variant, onDone }: { variant: 'menu' | 'list'; onDone?: () => void }) {
  const notifications = useNotifications();
  const isOn = notifications.state === 'subscribed';
  const Icon = ICONS[notifications.state];
  const content = (
    <>
      <ListItemIcon>
        <Icon fontSize={variant === 'menu' ? 'small' : 'medium'} />
      </ListItemIcon>
      <ListItemText primary={<FormattedMessage id={isOn ? 'notifications.enabled' : 'notifications.enable'} />} />
    </>
  );
  const onClick = () => {
    onDone?.();
    void notifications.enable();
  };
  const isDisabled = isOn || notifications.isWorking || notifications.state === 'unsupported';
  return variant === 'menu' ? (
    <MenuItem onClick={onClick} disabled={isDisabled}>
      {content}
    </MenuItem>
  ) : (
    <ListItem disablePadding>
      <ListItemButton onClick={onClick} disabled={isDisabled}>
        {content}
      </ListItemButton>
    </ListItem>
  );
}
