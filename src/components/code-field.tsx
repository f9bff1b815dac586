import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n/message-id';
import { cleanCode, type CodeShape } from '@/lib/codes';
import { MONO_FONT_FAMILY } from '@/theme/typography';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

interface CodeFieldProps extends Omit<FormTextFieldProps, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** The code's length and alphabet (digits get a numeric keyboard), and whether other characters are dropped as typed. */
  shape: CodeShape;
}

/**
 * A one-time code input: large, monospaced, numeric keyboard for digits, autofill from SMS/mail where supported.
 * Spaces and dashes of a pasted code go before the length is limited ("123 456" is 123456): no maxLength on the
 * input, which would cut the paste first (src/lib/codes.ts).
 */
export function CodeField({ value, onChange, shape, slotProps, ...props }: CodeFieldProps) {
  return (
    <FormTextField
      {...props}
      value={value}
      onChange={(event) => onChange(cleanCode(event.target.value, shape))}
      autoComplete="one-time-code"
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: shape.alphabet === 'digits' ? 'numeric' : 'text',
          autoCapitalize: 'characters',
          spellCheck: false,
          style: { fontFamily: MONO_FONT_FAMILY, fontSize: '1.4rem', letterSpacing: '0.3em' },
          ...slotProps?.htmlInput,
        },
      }}
    />
  );
}

/**
 * A code being typed and what is wrong with it (a message id, cleared as soon as the user edits the code), with the
 * props that show both in a {@link CodeField}: `<CodeField {...fieldProps} label shape />`.
 */
export function useCodeInput() {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<MessageId | null>(null);
  return {
    code,
    setCode,
    fieldError,
    setFieldError,
    fieldProps: {
      value: code,
      onChange: (value: string) => {
        setCode(value);
        setFieldError(null);
      },
      error: fieldError !== null,
      helperText: fieldError ? intl.formatMessage({ id: fieldError }) : ' ',
    },
  };
}
