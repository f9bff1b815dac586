import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import DevicesOtherOutlined from '@mui/icons-material/DevicesOtherOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import TabletMacOutlined from '@mui/icons-material/TabletMacOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { DeviceSession } from '@contract-kit/model';
import { formatErrorMessage } from '@/api/errors';
import { useSignOutSession } from '@/api/generated/endpoints/devices/devices';
import { useToast } from '@/components/toast-provider';
import { deviceTypeId, devicesErrorMessage, placeText } from '../lib/devices';

const ICONS = { desktop: ComputerOutlined, mobile: PhoneIphoneOutlined, tablet: TabletMacOutlined, unknown: DevicesOtherOutlined } as const;

interface DeviceRowProps {
  session: DeviceSession;
  /** Another request of the dialog runs (signing out the others): the row waits. */
  isDisabled: boolean;
  /** After a failed sign-out: the list may be out of date (the device was signed out elsewhere). */
  onStale: () => void;
}

/** One signed-in device: what and where it is, when it signed in and was last active; "This device", or its own Sign out. */
export function DeviceRow({ session, isDisabled, onStale }: DeviceRowProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const signOut = useSignOutSession();
  const Icon = Object.hasOwn(ICONS, session.deviceType) ? ICONS[session.deviceType] : DevicesOtherOutlined;
  const kind = intl.formatMessage({ id: deviceTypeId(session.deviceType) });
  const name = session.os ? `${kind} (${session.os})` : kind;
  const place = placeText(session, intl.locale) ?? intl.formatMessage({ id: 'security.devices.placeUnknown' });
  const browser = session.browser ?? intl.formatMessage({ id: 'security.devices.browserUnknown' });
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  const nameId = `device-${session.id}`;

  const signOutDevice = () =>
    signOut.mutate(
      { sessionId: session.id },
      {
        onSuccess: () => toast({ variant: 'success', title: intl.formatMessage({ id: 'security.devices.signedOut' }, { device: name }) }),
        onError: (error) => {
          toast({ variant: 'destructive', title: intl.formatMessage({ id: 'security.devices.signOutFailed' }), description: formatErrorMessage(intl, devicesErrorMessage(error)) });
          onStale();
        },
      },
    );

  return (
    // On a phone the Sign out button goes under the text (lined up with it), so the text keeps the row's width.
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        columnGap: 2,
        rowGap: 1,
        py: 1.5,
        alignItems: 'flex-start',
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Icon aria-hidden sx={{ mt: 0.25, color: 'text.secondary' }} />
      <Stack spacing={0.25} sx={{ flex: '1 1 0', minWidth: { xs: 'calc(100% - 40px)', sm: 0 }, overflowWrap: 'anywhere' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography id={nameId} variant="label">
            {name}
          </Typography>
          {session.current && <Chip size="small" color="primary" label={intl.formatMessage({ id: 'security.devices.thisDevice' })} />}
        </Stack>
        <Typography variant="body2">{intl.formatMessage({ id: 'security.devices.browserAndPlace' }, { browser, place })}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage({ id: 'security.devices.signedInAt' }, { time: when(session.signedInAt) })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage({ id: 'security.devices.lastActiveAt' }, { time: when(session.lastActiveAt) })}
        </Typography>
      </Stack>
      {!session.current && (
        <Button
          variant="outlined"
          color="error"
          size="small"
          onClick={signOutDevice}
          loading={signOut.isPending}
          disabled={isDisabled}
          aria-label={intl.formatMessage({ id: 'security.devices.signOutLabel' }, { device: name })}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' }, ml: { xs: 5, sm: 0 } }}
        >
          {intl.formatMessage({ id: 'security.devices.signOut' })}
        </Button>
      )}
    </Box>
  );
}
