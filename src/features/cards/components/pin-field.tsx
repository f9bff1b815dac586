import TextField from '@mui/material/TextField';
import { PIN_LENGTH } from '../lib/cards-constants';

/** Keeps digits only, at most 6 (spec 02 §5 "PIN": numeric only; paste strips non-digits). */
export function sanitizePin(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PIN_LENGTH);
}

interface PinFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  helperText?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  name: string;
}

/**
 * A 6-digit PIN input: masked, numeric keypad on phones, never autofilled or remembered. There is no maxLength
 * attribute on purpose: a pasted "12-34-56" must first lose its dashes, then be capped at 6 digits.
 */
export function PinField({ label, value, onChange, error, helperText, disabled, autoFocus, name }: PinFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      value={value}
      onChange={(event) => onChange(sanitizePin(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={disabled}
      autoFocus={autoFocus}
      required
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'data-1p-ignore': true, 'data-lpignore': 'true', spellCheck: false, style: { letterSpacing: '0.5em' } },
      }}
    />
  );
}
