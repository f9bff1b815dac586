import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AmountField } from './amount-field';

export default { title: 'Shared / Amount field' } satisfies StoryDefault;

function Field({ initial = '', error, disabled, withMax }: { initial?: string; error?: boolean; disabled?: boolean; withMax?: boolean }) {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  return (
    <AmountField
      label={intl.formatMessage({ id: 'transfer.form.amount' })}
      value={value}
      onChange={setValue}
      currency="USDT"
      maxDecimals={6}
      error={error ? intl.formatMessage({ id: 'withdrawal.form.amountTooSmall' }, { minimum: '10 USDT' }) : null}
      disabled={disabled}
      onMax={withMax ? () => setValue('1234.56') : undefined}
      helperText={intl.formatMessage({ id: 'components.amountField.available' }, { amount: '1,234.56 USDT' })}
    />
  );
}

export const Empty: Story = () => <Field />;
export const Filled: Story = () => <Field initial="250.75" withMax />;
export const Error: Story = () => <Field initial="5" error />;
export const Disabled: Story = () => <Field initial="100" disabled />;
