import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ErrorMessage } from '@/api/errors';
import { CodeField, useCodeInput } from '@/components/code-field';
import { CODE_LENGTH, RECOVERY_CODE_LENGTH } from '../lib/auth-constants';
import { normalizeRecoveryCode, validateMfaCode, validateRecoveryCode } from '../lib/validation';
import { FormError } from './form-error';

interface MfaCodeFormProps {
  /** Called with a valid 6-digit code, or a normalised recovery code. */
  onSubmit: (code: string) => void;
  isPending: boolean;
  error: ErrorMessage | null;
  retrySecondsLeft?: number;
  description: ReactNode;
  submitLabel: ReactNode;
  /** Offers "Use a recovery code instead" (sign-in and reset). */
  allowRecoveryCode?: boolean;
  /** Secondary actions under the submit button (back, cancel). */
  footer?: ReactNode;
}

/** Spec 01 §5 MFA code entry: exactly 6 digits ("Code must be 6 digits", "Code must contain only numbers"). */
export function MfaCodeForm({ onSubmit, isPending, error, retrySecondsLeft = 0, description, submitLabel, allowRecoveryCode = false, footer }: MfaCodeFormProps) {
  const intl = useIntl();
  const [isRecovery, setRecovery] = useState(false);
  const { code, setCode, setFieldError, fieldProps: codeFieldProps } = useCodeInput();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = isRecovery ? validateRecoveryCode(code) : validateMfaCode(code);
    setFieldError(problem);
    if (problem) return;
    onSubmit(isRecovery ? normalizeRecoveryCode(code) : code);
  };

  const switchKind = () => {
    setRecovery((recovery) => !recovery);
    setCode('');
    setFieldError(null);
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Typography color="text.secondary">{isRecovery ? intl.formatMessage({ id: 'auth.mfa.recoveryDescription' }) : description}</Typography>
      <FormError message={error} retrySecondsLeft={retrySecondsLeft} />
      <CodeField
        key={isRecovery ? 'recovery' : 'totp'}
        label={intl.formatMessage({ id: isRecovery ? 'auth.mfa.recoveryCode' : 'auth.mfa.code' })}
        shape={isRecovery ? { alphabet: 'alphanumeric', length: RECOVERY_CODE_LENGTH } : { alphabet: 'digits', length: CODE_LENGTH }}
        {...codeFieldProps}
        autoFocus
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" loading={isPending} disabled={retrySecondsLeft > 0}>
        {submitLabel}
      </Button>
      {allowRecoveryCode && (
        <Link component="button" type="button" variant="body2" onClick={switchKind} sx={{ alignSelf: 'center' }}>
          {intl.formatMessage({ id: isRecovery ? 'auth.mfa.useAuthenticator' : 'auth.mfa.useRecovery' })}
        </Link>
      )}
      {footer}
    </Stack>
  );
}
