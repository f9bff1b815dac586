import type { Big } from '@contract-kit/money';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AmountField } from '@/components/amount-field';
import { toUsdInput } from '../lib/amounts';
import { USD, USD_DECIMALS } from '../lib/card-funding-constants';

interface UsdAmountFieldProps {
  value: string;
  /** Called with what the user typed or Max filled in: the form marks the amount touched then. */
  onEdit: (value: string) => void;
  /** The most that can go: a Max button fills it in. None: no Max button. */
  maximum: Big | string | null;
  error: string | null;
  disabled: boolean;
  helperText?: ReactNode;
  autoFocus?: boolean;
}

/** The USD amount of a card's funding or withdrawal form (spec 02 §4): 2 decimals, required, with Max when there is one. */
export function UsdAmountField({ value, onEdit, maximum, error, disabled, helperText, autoFocus }: UsdAmountFieldProps) {
  const intl = useIntl();
  return (
    <AmountField
      label={intl.formatMessage({ id: 'cardFunding.account.amount' })}
      name="amount"
      value={value}
      onChange={onEdit}
      currency={USD}
      maxDecimals={USD_DECIMALS}
      error={error}
      disabled={disabled}
      required
      autoFocus={autoFocus}
      onMax={maximum === null ? undefined : () => onEdit(toUsdInput(maximum))}
      helperText={helperText}
    />
  );
}
