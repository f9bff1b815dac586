import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { MAX_DECIMALS } from '@contract-kit/money';
import { inputDecimals, numberSeparators, readAmountInput, type AmountInputProblem } from '@contract-kit/rules/amounts';

interface AmountFieldProps {
  label: string;
  /** The amount as a decimal string ('' while there is none, or while what is typed is not an amount). */
  value: string;
  /** Called with the amount typed as a decimal string ("1,000.5" → "1000.5"), or '' when it is not one. */
  onChange: (value: string) => void;
  /** Currency symbol shown at the end; it sets how many decimals may be typed (the decimals it is shown with). */
  currency?: string;
  /** Fractional digits accepted, when not the currency's. */
  maxDecimals?: number;
  /** Text under the field (e.g. the available balance); replaced by an error. */
  helperText?: ReactNode;
  error?: string | null;
  /** Shows a Max button that calls this. */
  onMax?: () => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  autoFocus?: boolean;
  id?: string;
  /** A form's own words for what is typed wrong (a spec's texts), instead of the field's. */
  problemMessages?: Partial<Record<Exclude<AmountInputProblem, 'empty'>, string>>;
}

const PROBLEM_MESSAGE = {
  invalid: 'components.amountField.invalid',
  misplacedGroup: 'components.amountField.misplacedGroup',
  tooManyDecimals: 'components.amountField.tooManyDecimals',
  tooLarge: 'components.amountField.tooLarge',
} as const satisfies Record<Exclude<AmountInputProblem, 'empty'>, string>;

function problemMessage(intl: IntlShape, problem: Exclude<AmountInputProblem, 'empty'>, currency: string | undefined, decimals: number): string {
  const example = intl.formatNumber(1000.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return intl.formatMessage({ id: PROBLEM_MESSAGE[problem] }, { currency: currency ?? '', decimals, example });
}

/**
 * A decimal amount input (never a float) in the user's locale: "1,000" is a thousand, never one; at most the decimals
 * the currency is shown with (@contract-kit/rules/amounts), so that what is sent is what every screen shows. What the
 * user typed stays as typed; a text that is no amount says why under the field and gives the form no amount.
 */
export function AmountField({ label, value, onChange, currency, maxDecimals, helperText, error, onMax, disabled, required, name, autoFocus, id, problemMessages }: AmountFieldProps) {
  const intl = useIntl();
  const decimals = maxDecimals ?? (currency ? inputDecimals(currency) : MAX_DECIMALS);
  const separators = useMemo(() => numberSeparators(intl.locale), [intl.locale]);
  // The text typed and the amount it gave the form: while the form's value is that amount, the field shows the text;
  // when the form sets another (Max, a reset), the field shows the form's.
  const [typed, setTyped] = useState({ text: value, value });
  const isTyped = typed.value === value;
  const text = isTyped ? typed.text : value;
  const read = isTyped ? readAmountInput(typed.text, decimals, separators) : null;
  const problem = read && !read.ok && read.problem !== 'empty' ? (problemMessages?.[read.problem] ?? problemMessage(intl, read.problem, currency, decimals)) : null;
  const shownError = problem ?? error ?? null;
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      value={text}
      onChange={(event) => {
        const raw = event.target.value;
        const result = readAmountInput(raw, decimals, separators);
        const amount = result.ok ? result.text : '';
        setTyped({ text: raw, value: amount });
        onChange(amount);
      }}
      error={Boolean(shownError)}
      helperText={shownError ?? helperText}
      disabled={disabled}
      required={required}
      autoFocus={autoFocus}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'decimal', spellCheck: false, 'aria-invalid': Boolean(shownError) },
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
