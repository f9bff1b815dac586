import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import type { ErrorMessage } from '@/api/errors';

interface FormErrorProps {
  message: ErrorMessage | null | undefined;
  /** Live seconds left of a 429 wait; the throttling message disappears once it is over. */
  retrySecondsLeft?: number;
}

/** The error of a form, announced to screen readers. */
export function FormError({ message, retrySecondsLeft = 0 }: FormErrorProps) {
  const intl = useIntl();
  if (!message) return null;
  const isThrottle = message.id === 'auth.error.tooManyAttempts';
  if (isThrottle && retrySecondsLeft <= 0) return null;
  const values = isThrottle ? { ...message.values, seconds: retrySecondsLeft } : message.values;
  return (
    <Alert severity="error" role="alert">
      {intl.formatMessage({ id: message.id }, values)}
    </Alert>
  );
}
