import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export interface RetryAlertProps {
  /** The message (already translated). */
  children: ReactNode;
  /** The retry button's text (already translated). */
  retryLabel: string;
  onRetry: () => void;
  severity?: AlertProps['severity'];
  sx?: AlertProps['sx'];
  'data-testid'?: string;
}

/** A failed load or request with a Retry button beside the message, so a failure never leaves a dead end. */
export function RetryAlert({ children, retryLabel, onRetry, severity = 'error', sx, 'data-testid': testId }: RetryAlertProps) {
  return (
    <Alert
      severity={severity}
      sx={sx}
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
