import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorMessage } from '@/api/errors';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { MfaCodeForm } from './mfa-code-form';

interface ResetMfaDialogProps {
  open: boolean;
  isPending: boolean;
  error: ErrorMessage | null;
  retrySecondsLeft: number;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** Spec 01 §2 "Reset MFA dialog, used during password reset": the authenticator code that unlocks the reset. */
export function ResetMfaDialog({ open, isPending, error, retrySecondsLeft, onSubmit, onCancel }: ResetMfaDialogProps) {
  const intl = useIntl();
  return (
    <ResponsiveDialog open={open} onClose={onCancel} isCloseDisabled={isPending} title={intl.formatMessage({ id: 'auth.resetMfa.title' })} maxWidth="xs">
      <MfaCodeForm
        description={<FormattedMessage id="auth.resetMfa.description" />}
        submitLabel={<FormattedMessage id="auth.resetMfa.submit" />}
        allowRecoveryCode
        isPending={isPending}
        error={error}
        retrySecondsLeft={retrySecondsLeft}
        onSubmit={onSubmit}
        footer={
          <Button variant="text" onClick={onCancel} disabled={isPending}>
            <FormattedMessage id="auth.reset.cancel" />
          </Button>
        }
      />
    </ResponsiveDialog>
  );
}
