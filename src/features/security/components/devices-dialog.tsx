import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetSessions } from '@/api/generated/endpoints/devices/devices';
import { ResponsiveDialog, type DialogOpenProps } from '@/components/responsive-dialog';
import { RetryAlert } from '@/components/retry-alert';
import { DeviceRow } from './device-row';
import { SignOutOthersForm } from './sign-out-others-form';

type DevicesDialogProps = DialogOpenProps;

/**
 * Signed-in devices: every session of the user — device, browser, approximate place, signed in, last active — with
 * "This device" marked, "Sign out" for each other one, and "Sign out all other devices". Signing devices out needs a
 * recent authentication, which the app's one "Confirm it's you" prompt asks for when the server says so.
 */
export function DevicesDialog(dialog: DevicesDialogProps) {
  const intl = useIntl();
  const sessions = useGetSessions({ query: { enabled: dialog.open, refetchOnMount: 'always' } });
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const onBusyChange = useCallback((value: boolean) => setBusy(value), []);
  const list = sessions.data?.data ?? [];
  const others = list.filter((session) => !session.current).length;
  const refetch = () => void sessions.refetch();

  return (
    <ResponsiveDialog
      {...dialog}
      isCloseDisabled={isBusy}
      maxWidth="sm"
      onExited={() => {
        setConfirming(false);
        setBusy(false);
      }}
      title={<FormattedMessage id="security.devices.title" />}
      actions={
        <DialogActions>
          <Button onClick={dialog.onClose} disabled={isBusy}>
            <FormattedMessage id="security.common.close" />
          </Button>
        </DialogActions>
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <FormattedMessage id="security.devices.intro" />
        </Typography>
        {sessions.isPending && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography>
              <FormattedMessage id="security.devices.loading" />
            </Typography>
          </Stack>
        )}
        {sessions.isError && (
          <RetryAlert retryLabel={intl.formatMessage({ id: 'security.common.retry' })} onRetry={refetch}>
            <FormattedMessage id="security.devices.loadFailed" />
          </RetryAlert>
        )}
        {sessions.isSuccess && (
          <Stack component="ul" aria-label={intl.formatMessage({ id: 'security.devices.title' })} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.map((session) => (
              <DeviceRow key={session.id} session={session} isDisabled={isBusy} onStale={refetch} />
            ))}
          </Stack>
        )}
        {sessions.isSuccess && <Divider />}
        {sessions.isSuccess && others === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <FormattedMessage id="security.devices.others.none" />
          </Typography>
        )}
        {sessions.isSuccess && others > 0 && !isConfirming && (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
            <FormattedMessage id="security.devices.others.title" />
          </Button>
        )}
        {sessions.isSuccess && others > 0 && isConfirming && <SignOutOthersForm onCancel={() => setConfirming(false)} onDone={() => setConfirming(false)} onBusyChange={onBusyChange} />}
      </Stack>
    </ResponsiveDialog>
  );
}
