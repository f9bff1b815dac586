import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '@contract-kit/model';
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  const open = (dialog: DialogName) => () => {
    close();
    openDialog({ dialog });
  };
  const preloadSecurityDialogs = () => {
    for (const dialog of ['change-password', 'change-email', 'mfa', 'devices'] as const) preloadDialogs(dialog);
  };
  const label = intl.formatMessage({ id: 'layout.userMenu.label' });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          id={buttonId}
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          onPointerEnter={preloadSecurityDialogs}
          onFocus={preloadSecurityDialogs}
          sx={{ p: 0.5 }}
        >
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.95rem', fontWeight: 700 }}>
            {/* The initials are a picture of the user, drawn by CSS: the button's name stays "Account menu" without a visible word that is not part of it (WCAG 2.5.3). */}
            <Box component="span" aria-hidden data-initials={initials(user)} sx={{ '&::before': { content: 'attr(data-initials)' } }} />
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 260 } } }}
      >
        <Box sx={{ px: 2, py: 1 }} aria-hidden>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {displayName(user)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={open('change-password')}>
          <ListItemIcon>
            <LockOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage id="security.password.title" />} />
        </MenuItem>
        <MenuItem onClick={open('change-email')}>
          <ListItemIcon>
            <AlternateEmailOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage id="security.email.title" />} />
        </MenuItem>
        <MenuItem onClick={open('mfa')}>
          <ListItemIcon>
            <SecurityOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage id="security.mfa.menu" />} />
        </MenuItem>
        <MenuItem onClick={open('devices')}>
          <ListItemIcon>
            <DevicesOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage id="security.devices.title" />} />
        </MenuItem>
        <NotificationsSetting variant="menu" onDone={close} />
        {DevSimulatorMenuItem && (
          <Suspense fallback={null}>
            <DevSimulatorMenuItem onClick={close} />
          </Suspense>
        )}
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
      </Menu>
    </>
  );
}
