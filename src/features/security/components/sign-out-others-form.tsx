import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatErrorMessage } from '@/api/errors';
import { useSignOutOtherSessions } from '@/api/generated/endpoints/devices/devices';
import { useToast } from '@/components/toast-provider';
import { devicesErrorMessage } from '../lib/devices';

interface SignOutOthersFormProps {
  onCancel: () => void;
  onDone: () => void;
  onBusyChange: (isBusy: boolean) => void;
}

/**
 * "Sign out all other devices": a confirmation, then every other session ends. The server asks for a recent
 * authentication first (the app's one "Confirm it's you" prompt), so a session cookie alone signs no device out.
 */
export function SignOutOthersForm({ onCancel, onDone, onBusyChange }: SignOutOthersFormProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const formId = useId();
  const mutation = useSignOutOtherSessions();
  useEffect(() => onBusyChange(mutation.isPending), [mutation.isPending, onBusyChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(undefined, {
      onSuccess: (response) => {
        toast({ variant: 'success', title: intl.formatMessage({ id: 'security.devices.others.success' }, { count: response.data.signedOut }) });
        onDone();
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: intl.formatMessage({ id: 'security.devices.others.failed' }), description: formatErrorMessage(intl, devicesErrorMessage(error)) });
      },
    });
  };

  return (
    <Stack component="form" id={formId} noValidate onSubmit={submit} spacing={1.5} aria-labelledby={`${formId}-title`}>
      <Typography variant="h3" id={`${formId}-title`}>
        <FormattedMessage id="security.devices.others.title" />
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <FormattedMessage id="security.devices.others.body" />
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button type="submit" color="error" variant="contained" autoFocus loading={mutation.isPending}>
          <FormattedMessage id="security.devices.others.submit" />
        </Button>
        <Button onClick={onCancel} disabled={mutation.isPending}>
          <FormattedMessage id="security.common.cancel" />
        </Button>
      </Stack>
    </Stack>
  );
}
