import { FormTextField, type FormTextFieldProps } from '@/components/form-text-field';

interface CodeFieldProps extends Omit<FormTextFieldProps, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** digits: authenticator codes; alphanumeric: mailed codes and recovery codes (upper-cased). */
  kind: 'digits' | 'alphanumeric';
  length: number;
}

/** A one-time code input: large, monospaced, numeric keyboard for digits, autofill from SMS/mail where supported. */
export function CodeField({ value, onChange, kind, length, slotProps, ...props }: CodeFieldProps) {
  return (
    <FormTextField
      {...props}
      value={value}
      onChange={(event) => onChange(kind === 'digits' ? event.target.value.trim() : event.target.value.toUpperCase())}
      autoComplete="one-time-code"
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: kind === 'digits' ? 'numeric' : 'text',
          maxLength: kind === 'digits' ? length : length + 4,
          autoCapitalize: 'characters',
          spellCheck: false,
          style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '1.4rem', letterSpacing: '0.3em' },
          ...slotProps?.htmlInput,
        },
      }}
    />
  );
}
