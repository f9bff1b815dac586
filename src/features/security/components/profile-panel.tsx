import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '@contract-kit/model';
import { FormTextField } from '@/components/form-text-field';
import { usePlace } from '@/components/place-provider';
import { displayName } from '@/lib/greeting';
import { useSignOut } from '@/features/auth';
import { initials } from '../lib/initials';

interface ProfilePanelProps {
  user: User;
  /** More rows for the settings list (e.g. notifications), composed by the layout. */
  children?: ReactNode;
}

/** Spec 02 §2 Profile (mobile): avatar initials; name and e-mail read-only; change password and MFA; sign out. */
export function ProfilePanel({ user, children }: ProfilePanelProps) {
  const intl = useIntl();
  const { openDialog } = usePlace();
  const { signOut, isSigningOut } = useSignOut();
  const name = displayName(user);
  return (
    <Stack spacing={2} component="section" aria-labelledby="profile-heading">
      <Card>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mb: 2 }}>
            <Avatar sx={{ width: 72, height: 72, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '1.75rem', fontWeight: 700 }} aria-hidden>
              {initials(user)}
            </Avatar>
            <div>
              <Typography id="profile-heading" variant="h2">
                {name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {user.email}
              </Typography>
            </div>
          </Stack>
          <Stack spacing={2}>
            <FormTextField label={intl.formatMessage({ id: 'security.profile.name' })} value={name} slotProps={{ htmlInput: { readOnly: true } }} />
            <FormTextField
              label={intl.formatMessage({ id: 'security.profile.email' })}
              value={user.email}
              slotProps={{
                htmlInput: { readOnly: true },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton edge="end" aria-label={intl.formatMessage({ id: 'security.email.title' })} onClick={() => openDialog({ dialog: 'change-email' })}>
                        <EditOutlined />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Stack>
        </CardContent>
      </Card>

      <Card>
        <List disablePadding aria-label={intl.formatMessage({ id: 'security.profile.settings' })}>
          <ListItem disablePadding>
            <ListItemButton onClick={() => openDialog({ dialog: 'change-password' })}>
              <ListItemIcon>
                <LockOutlined />
              </ListItemIcon>
              <ListItemText primary={<FormattedMessage id="security.password.title" />} />
              <ChevronRightOutlined aria-hidden sx={{ color: 'text.secondary' }} />
            </ListItemButton>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton onClick={() => openDialog({ dialog: 'mfa' })}>
              <ListItemIcon>
                <SecurityOutlined />
              </ListItemIcon>
              <ListItemText primary={<FormattedMessage id="security.mfa.menu" />} />
              <Chip color={user.mfaEnabled ? 'success' : 'default'} label={intl.formatMessage({ id: user.mfaEnabled ? 'security.mfa.status.on' : 'security.mfa.status.off' })} sx={{ mr: 1 }} />
              <ChevronRightOutlined aria-hidden sx={{ color: 'text.secondary' }} />
            </ListItemButton>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton onClick={() => openDialog({ dialog: 'devices' })}>
              <ListItemIcon>
                <DevicesOutlined />
              </ListItemIcon>
              <ListItemText primary={<FormattedMessage id="security.devices.title" />} />
              <ChevronRightOutlined aria-hidden sx={{ color: 'text.secondary' }} />
            </ListItemButton>
          </ListItem>
          {/* Further rows, each a list item (e.g. NotificationsSetting). */}
          {children}
        </List>
      </Card>

      <Button variant="outlined" color="error" size="large" startIcon={<LogoutOutlined />} onClick={signOut} loading={isSigningOut}>
        <FormattedMessage id="security.signOut" />
      </Button>
    </Stack>
  );
}
