import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { isOfflineError } from '@/api/errors';

interface OfflineFormAlertProps {
  /** The submit's error (a mutation's `error`): the alert shows only for a request not sent offline. */
  error: unknown;
  sx?: SxProps<Theme>;
}

/**
 * Inside a form: why a submit made offline did not go — nothing was sent, the entries are kept, try again
 * online (message `app.error.offline`). `role="alert"`, so a screen reader hears it at once.
 */
export function OfflineFormAlert({ error, sx }: OfflineFormAlertProps) {
  const intl = useIntl();
  if (!isOfflineError(error)) return null;
  return (
    <Alert severity="warning" role="alert" icon={<CloudOffOutlined fontSize="inherit" />} sx={sx} data-testid="offline-form-alert">
      {intl.formatMessage({ id: 'app.error.offline' })}
    </Alert>
  );
}
