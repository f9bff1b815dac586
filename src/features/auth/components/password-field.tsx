import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormTextField, type FormTextFieldProps } from '@/components/form-text-field';
import type { MessageId } from '../lib/validation';

type PasswordFieldProps = Omit<FormTextFieldProps, 'type'>;

/** A password input with a show/hide button. */
export function PasswordField({ slotProps, ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [isVisible, setVisible] = useState(false);
  const toggleLabel = intl.formatMessage({ id: isVisible ? 'auth.password.hide' : 'auth.password.show' });
  return (
    <FormTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: { autoCapitalize: 'none', spellCheck: false, ...slotProps?.htmlInput },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggleLabel} title={toggleLabel} onClick={() => setVisible((visible) => !visible)} edge="end" size="small">
                {isVisible ? <VisibilityOffOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * The helper text of a new password (registration, reset): the rule of spec 01 §5; with an error, the error — and
 * for auth.passwordTooWeak the rule again, so the user sees what is missing.
 */
export function NewPasswordHelp({ error }: { error: MessageId | null | undefined }) {
  const intl = useIntl();
  const rule = intl.formatMessage({ id: 'auth.password.requirements' });
  if (!error) return rule;
  if (error !== 'auth.passwordTooWeak') return intl.formatMessage({ id: error });
  return (
    <>
      <span>{intl.formatMessage({ id: error })}</span>
      <span style={{ display: 'block' }}>{rule}</span>
    </>
  );
}
