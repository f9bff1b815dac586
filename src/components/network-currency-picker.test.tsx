import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CryptoCurrency } from '@contract-kit/model';
import { CURRENCIES, NETWORKS } from '@/testing/network-currency-fixtures';
import { renderWithProviders } from '@/testing/render';
import { NetworkCurrencyPicker, type NetworkCurrencyPickerState } from './network-currency-picker';

const labels = { network: 'Network', currency: 'Currency', currencyOption: (currency: CryptoCurrency) => `${currency.symbol} (${currency.name})` };

function selection(overrides: Partial<NetworkCurrencyPickerState> = {}): NetworkCurrencyPickerState {
  return {
    networks: NETWORKS,
    network: NETWORKS[0],
    usableCurrencies: CURRENCIES,
    currency: CURRENCIES[0],
    isCurrencyUnavailable: false,
    selectNetwork: vi.fn(),
    selectCurrency: vi.fn(),
    ...overrides,
  };
}

describe('NetworkCurrencyPicker', () => {
  it('shows the selected network and currency and reports the choices', async () => {
    const state = selection();
    const { user } = renderWithProviders(<NetworkCurrencyPicker selection={state} labels={labels} />);
    const network = screen.getByRole('combobox', { name: 'Network' });
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(network).toHaveTextContent('Tron');
    expect(currency).toHaveTextContent('USDT (Tether USD)');
    await user.click(network);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Base' }));
    expect(state.selectNetwork).toHaveBeenCalledWith('base');
    await user.click(currency);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'USDC (USD Coin)' }));
    expect(state.selectCurrency).toHaveBeenCalledWith('USDC');
  });

  it('disables the currency while no currency can be chosen', () => {
    renderWithProviders(<NetworkCurrencyPicker selection={selection({ usableCurrencies: [], currency: undefined, isCurrencyUnavailable: true })} labels={labels} />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: 'Network' })).not.toHaveAttribute('aria-disabled');
  });
});
