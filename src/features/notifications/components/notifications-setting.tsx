import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { FormattedMessage } from 'react-intl';
import { useNotifications } from './notifications-provider';

const ICONS = { subscribed: NotificationsActiveOutlined, denied: NotificationsOffOutlined, unsupported: NotificationsOffOutlined, default: NotificationsOutlined, granted: NotificationsOutlined };

/**
 * The notifications setting as a row: "Enable notifications", or "Notifications are on" once subscribed. `enable`
 * calls `onDone` first (a menu closes), then asks for the permission and subscribes. The profile list shows it as
 * {@link NotificationsSetting}, the user menu as a menu item of its own (its list is code that loads on demand).
 */
export function useNotificationsSetting(onDone?: () => void) {
  const notifications = useNotifications();
  const isOn = notifications.state === 'subscribed';
  return {
    Icon: ICONS[notifications.state],
    labelId: isOn ? ('notifications.enabled' as const) : ('notifications.enable' as const),
    isDisabled: isOn || notifications.isWorking || notifications.state === 'unsupported',
    enable: () => {
      onDone?.();
      void notifications.enable();
    },
  };
}

/** The row's icon and text (a list item's or a menu item's content). */
export function NotificationsSettingContent({ setting, size }: { setting: ReturnType<typeof useNotificationsSetting>; size: 'small' | 'medium' }) {
  const { Icon, labelId } = setting;
  return (
    <>
      <ListItemIcon>
        <Icon fontSize={size} />
      </ListItemIcon>
      <ListItemText primary={<FormattedMessage id={labelId} />} />
    </>
  );
}

/** The notifications row of the profile list (a list item). */
export function NotificationsSetting() {
  const setting = useNotificationsSetting();
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={setting.enable} disabled={setting.isDisabled}>
        <NotificationsSettingContent setting={setting} size="medium" />
      </ListItemButton>
    </ListItem>
  );
}
