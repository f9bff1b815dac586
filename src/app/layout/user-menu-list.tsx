import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { User } from '@contract-kit/model';
import type { HeaderMenuState } from '@/components/header-menu';
import { HeaderMenuList } from '@/components/header-menu-list';
import { usePlace } from '@/components/place-provider';
import { NotificationsSettingContent, useNotificationsSetting } from '@/features/notifications';
import { useSignOut } from '@/features/security';
import type { MessageId } from '@/i18n';
import type { DialogName } from '@/lib/places';
import { displayName } from '@/lib/greeting';
import { devToolsCode } from './dev-tools-lazy';

/** The security dialogs the menu opens, in its order. */
const SECURITY_ITEMS = [
  { dialog: 'change-password', Icon: LockOutlined, labelId: 'security.password.title' },
  { dialog: 'change-email', Icon: AlternateEmailOutlined, labelId: 'security.email.title' },
  { dialog: 'mfa', Icon: SecurityOutlined, labelId: 'security.mfa.menu' },
  { dialog: 'devices', Icon: DevicesOutlined, labelId: 'security.devices.title' },
] as const satisfies readonly { dialog: DialogName; Icon: unknown; labelId: MessageId }[];

/** The user menu's list (./user-menu.tsx loads it): who is signed in, the security dialogs, notifications, sign out. */
export function UserMenuList({ menu, user }: { menu: HeaderMenuState; user: User }) {
  const { openDialog } = usePlace();
  const { signOut, isSigningOut } = useSignOut();
  const { close } = menu;
  // Downloaded with this list (./user-menu.tsx).
  const SimulatorMenuItem = devToolsCode?.current()?.SimulatorMenuItem;
  const notifications = useNotificationsSetting(close);
  const open = (dialog: DialogName) => () => {
    close();
    openDialog({ dialog });
  };
  return (
    <HeaderMenuList menu={menu}>
      <Box sx={{ px: 2, py: 1 }} aria-hidden>
        <Typography variant="label" noWrap>
          {displayName(user)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {user.email}
        </Typography>
      </Box>
      <Divider />
      {SECURITY_ITEMS.map(({ dialog, Icon, labelId }) => (
        <MenuItem key={dialog} onClick={open(dialog)}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage id={labelId} />} />
        </MenuItem>
      ))}
      <MenuItem onClick={notifications.enable} disabled={notifications.isDisabled}>
        <NotificationsSettingContent setting={notifications} size="small" />
      </MenuItem>
      {SimulatorMenuItem ? <SimulatorMenuItem onClick={close} /> : null}
      <Divider />
      <MenuItem
        disabled={isSigningOut}
        onClick={() => {
          close();
          signOut();
        }}
      >
        <ListItemIcon>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={<FormattedMessage id="security.signOut" />} />
      </MenuItem>
    </HeaderMenuList>
  );
}
