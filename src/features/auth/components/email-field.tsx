import { useIntl } from 'react-intl';
import { FormTextField } from '@/components/form-text-field';
import { EMAIL_MAX_LENGTH } from '../lib/auth-constants';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the address, shown under it; none: nothing wrong. */
  errorText: string | undefined;
  /** `username` on the sign-in form (password managers pair it with the password), else `email`. */
  autoComplete?: 'email' | 'username';
  autoFocus?: boolean;
}

/**
 * The e-mail address of sign-in, registration and forgot password: an e-mail keyboard, no capitals or spell check, and
 * a little room beyond the 255 characters the rule allows, so an address too long is said, not silently cut.
 */
export function EmailField({ value, onChange, errorText, autoComplete = 'email', autoFocus }: EmailFieldProps) {
  const intl = useIntl();
  return (
    <FormTextField
      label={intl.formatMessage({ id: 'auth.signIn.email' })}
      type="email"
      autoComplete={autoComplete}
      required
      fullWidth
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={errorText !== undefined}
      helperText={errorText}
      slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH + 20, inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
    />
  );
}
