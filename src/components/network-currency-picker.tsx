import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CryptoCurrency } from '@contract-kit/model';
import type { NetworkCurrencySelection } from './use-network-currency-selection';

/** The texts of the picker, already translated by the feature that shows it. */
export interface NetworkCurrencyPickerLabels {
  network: string;
  currency: string;
  /** The text of one currency option, e.g. 'USDT · Tether USD'. */
  currencyOption: (currency: CryptoCurrency) => string;
}

/** What the picker shows and changes: `useNetworkCurrencySelection()`'s result, or any object of this shape. */
export type NetworkCurrencyPickerState = Pick<NetworkCurrencySelection, 'networks' | 'network' | 'usableCurrencies' | 'currency' | 'isCurrencyUnavailable' | 'selectNetwork' | 'selectCurrency'>;

export interface NetworkCurrencyPickerProps {
  selection: NetworkCurrencyPickerState;
  labels: NetworkCurrencyPickerLabels;
}

/** Network and currency selects side by side (stacked on small screens); the currency waits for its list. */
export function NetworkCurrencyPicker({ selection, labels }: NetworkCurrencyPickerProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField select label={labels.network} value={selection.network?.id ?? ''} onChange={(event) => selection.selectNetwork(event.target.value)} fullWidth>
        {selection.networks.map((network) => (
          <MenuItem key={network.id} value={network.id}>
            {network.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={labels.currency}
        value={selection.currency?.symbol ?? ''}
        onChange={(event) => selection.selectCurrency(event.target.value)}
        disabled={selection.isCurrencyUnavailable}
        fullWidth
      >
        {selection.usableCurrencies.map((currency) => (
          <MenuItem key={currency.symbol} value={currency.symbol}>
            {labels.currencyOption(currency)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
