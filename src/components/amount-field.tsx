import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Currency symbol shown at the end. */
  currency?: string;
  /** Fractional digits accepted while typing (default 18, the wire precision). */
  maxDecimals?: number;
  /** Text under the field (e.g. the available balance); replaced by `error` when set. */
  helperText?: ReactNode;
  error?: string | null;
  /** Shows a Max button that calls this. */
  onMax?: () => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  autoFocus?: boolean;
  id?: string;
}

/** Keeps only a well-formed decimal prefix: digits, one dot, at most `maxDecimals` fractional digits. */
export function sanitizeAmountInput(raw: string, maxDecimals: number): string {
  const normalized = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = normalized.split('.');
  if (rest.length === 0) return whole;
  const fraction = rest.join('').slice(0, maxDecimals);
  return maxDecimals === 0 ? whole : `${whole}.${fraction}`;
}

/** A decimal amount input: never a float, only digits and one decimal separator, with an optional Max button. */
export function AmountField({ label, value, onChange, currency, maxDecimals = 18, helperText, error, onMax, disabled, required, name, autoFocus, id }: AmountFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(sanitizeAmountInput(event.target.value, maxDecimals))}
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={disabled}
      required={required}
      autoFocus={autoFocus}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'decimal', spellCheck: false, 'aria-invalid': Boolean(error) },
        input: {
          endAdornment:
            currency || onMax ? (
              <InputAdornment position="end" sx={{ gap: 1 }}>
                {currency}
                {onMax && (
                  <Button size="small" onClick={onMax} disabled={disabled} title={intl.formatMessage({ id: 'components.amountField.setMax' })}>
                    {intl.formatMessage({ id: 'components.amountField.max' })}
                  </Button>
                )}
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
