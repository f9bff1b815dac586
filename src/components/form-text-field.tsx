import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type FocusEventHandler, type ReactNode, type Ref } from 'react';

export interface FormTextFieldProps {
  label: ReactNode;
  value: string;
  /** Omitted only for a read-only field (`slotProps.htmlInput.readOnly`). */
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  id?: string;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  /** Marks the field invalid (aria-invalid, error colours). */
  error?: boolean;
  /** Text under the field, referenced by the input's aria-describedby. */
  helperText?: ReactNode;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement>;
  slotProps?: {
    /** Attributes of the <input> itself. */
    htmlInput?: InputBaseComponentProps;
    /** Adornments of the outlined input. */
    input?: { startAdornment?: ReactNode; endAdornment?: ReactNode };
  };
}

/**
 * An outlined text field: the same markup, classes and accessibility as MUI's `<TextField>` (label bound to
 * the input, helper text in aria-describedby, aria-invalid on error, the required asterisk), composed from
 * its parts. TextField also imports the standard and filled inputs and Select (with Menu, Popover, Modal and
 * their transitions), which the sign-in screen would otherwise ship for nothing.
 */
export function FormTextField({ label, id: idOverride, required = false, disabled = false, fullWidth = false, error = false, helperText, slotProps, ...input }: FormTextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? `mui-${generatedId}`;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  return (
    // MuiTextField-root: the class TextField's root carries, so selectors written for TextField still apply.
    <FormControl className="MuiTextField-root" variant="outlined" required={required} disabled={disabled} fullWidth={fullWidth} error={error}>
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        inputProps={slotProps?.htmlInput}
        startAdornment={slotProps?.input?.startAdornment}
        endAdornment={slotProps?.input?.endAdornment}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
