import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { sanitizeMfaCode } from '../lib/codes';

type MfaCodeFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onChange: (code: string) => void };

/**
 * Spec 02 §5: a 6-digit code; non-digits are stripped and the value is capped at 6. No maxLength on the input: a
 * pasted "123 456" loses its space first (src/lib/codes.ts).
 */
export function MfaCodeField({ value, onChange, slotProps, ...props }: MfaCodeFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(sanitizeMfaCode(event.target.value))}
      autoComplete="one-time-code"
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          style: { letterSpacing: '0.4em', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '1.25rem' },
        },
      }}
    />
  );
}
