import { FormTextField, type FormTextFieldProps } from '@/components/form-text-field';
import { cleanCode } from '@/lib/codes';

interface CodeFieldProps extends Omit<FormTextFieldProps, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** digits: authenticator codes; alphanumeric: mailed codes and recovery codes (upper-cased). */
  kind: 'digits' | 'alphanumeric';
  length: number;
}

/**
 * A one-time code input: large, monospaced, numeric keyboard for digits, autofill from SMS/mail where supported.
 * Spaces and dashes of a pasted code go before the length is limited ("123 456" is 123456): no maxLength on the
 * input, which would cut the paste first. Other characters stay, for the validation to name them.
 */
export function CodeField({ value, onChange, kind, length, slotProps, ...props }: CodeFieldProps) {
  return (
    <FormTextField
      {...props}
      value={value}
      onChange={(event) => onChange(cleanCode(event.target.value, { length, alphabet: kind }))}
      autoComplete="one-time-code"
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: kind === 'digits' ? 'numeric' : 'text',
          autoCapitalize: 'characters',
          spellCheck: false,
          style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '1.4rem', letterSpacing: '0.3em' },
          ...slotProps?.htmlInput,
        },
      }}
    />
  );
}
