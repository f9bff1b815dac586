import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '@contract-kit/model';
import { HeaderMenu } from '@/components/header-menu';
import { usePlace } from '@/components/place-provider';
import { NotificationsSetting } from '@/features/notifications';
import { initials, useSignOut } from '@/features/security';
import type { DialogName } from '@/lib/places';
import { preloadDialogs } from '../dialogs/dialog-host';
import { displayName } from '@/lib/greeting';
import { DevSimulatorMenuItem } from './dev-tools-lazy';

/**
 * Spec 02 §2 Header user menu: change password, multi-factor auth, the simulator link (development only)
 * and sign out; also the e-mail change and push notifications. Sign-out failures keep the user signed in
 * with a toast (spec 02 §8).
 */
export function UserMenu({ user }: { user: User }) {
  const intl = useIntl();
  const { openDialog } = usePlace();
  const { signOut, isSigningOut } = useSignOut();
  const preloadSecurityDialogs = () => {
    for (const dialog of ['change-password', 'change-email', 'mfa', 'devices'] as const) preloadDialogs(dialog);
  };
  return (
    <HeaderMenu
      label={intl.formatMessage({ id: 'layout.userMenu.label' })}
      icon={
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.95rem', fontWeight: 700 }}>
          {/* The initials are a picture of the user, drawn by CSS: the button's name stays "Account menu" without a visible word that is not part of it (WCAG 2.5.3). */}
          <Box component="span" aria-hidden data-initials={initials(user)} sx={{ '&::before': { content: 'attr(data-initials)' } }} />
        </Avatar>
      }
      buttonProps={{ onPointerEnter: preloadSecurityDialogs, onFocus: preloadSecurityDialogs, sx: { p: 0.5 } }}
      minWidth={260}
    >
      {(close) => {
        const open = (dialog: DialogName) => () => {
          close();
          openDialog({ dialog });
        };
        return [
          <Box key="user" sx={{ px: 2, py: 1 }} aria-hidden>
            <Typography variant="label" noWrap>
              {displayName(user)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {user.email}
            </Typography>
          </Box>,
          <Divider key="user-divider" />,
          <MenuItem key="change-password" onClick={open('change-password')}>
            <ListItemIcon>
              <LockOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={<FormattedMessage id="security.password.title" />} />
          </MenuItem>,
          <MenuItem key="change-email" onClick={open('change-email')}>
            <ListItemIcon>
              <AlternateEmailOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={<FormattedMessage id="security.email.title" />} />
          </MenuItem>,
          <MenuItem key="mfa" onClick={open('mfa')}>
            <ListItemIcon>
              <SecurityOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={<FormattedMessage id="security.mfa.menu" />} />
          </MenuItem>,
          <MenuItem key="devices" onClick={open('devices')}>
            <ListItemIcon>
              <DevicesOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={<FormattedMessage id="security.devices.title" />} />
          </MenuItem>,
          <NotificationsSetting key="notifications" variant="menu" onDone={close} />,
          DevSimulatorMenuItem ? (
            <Suspense key="simulator" fallback={null}>
              <DevSimulatorMenuItem onClick={close} />
            </Suspense>
          ) : null,
          <Divider key="sign-out-divider" />,
          <MenuItem
            key="sign-out"
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
          </MenuItem>,
        ];
      }}
    </HeaderMenu>
  );
}
