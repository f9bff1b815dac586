import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/** A password input with a show/hide button; never autocompleted into the wrong account. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const intl = useIntl();
  const [isVisible, setVisible] = useState(false);
  const toggleLabel = intl.formatMessage({ id: isVisible ? 'security.password.hide' : 'security.password.show' });
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggleLabel} onClick={() => setVisible((value) => !value)} edge="end" size="small">
                {isVisible ? <VisibilityOffOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
