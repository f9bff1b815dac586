import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type PasswordFieldProps = Omit<FormTextFieldProps, 'type'>;

/** A password input with a show/hide button; not capitalised or spell-checked. */
export function PasswordField({ slotProps, ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [isVisible, setVisible] = useState(false);
  const toggleLabel = intl.formatMessage({ id: isVisible ? 'components.passwordField.hide' : 'components.passwordField.show' });
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
