import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CryptoCurrency } from '@contract-kit/model';
import { CURRENCIES, NETWORKS } from '@/testing/network-currency-fixtures';
import { withBackend, signInAs } from '../../.ladle/story-backend';
import { NetworkCurrencyPicker, type NetworkCurrencyPickerLabels } from './network-currency-picker';
import { useNetworkCurrencySelection, type NetworkCurrencyRules } from './use-network-currency-selection';

export default { title: 'Shared / Network and currency picker' } satisfies StoryDefault;

function useLabels(): NetworkCurrencyPickerLabels {
  const intl = useIntl();
  return {
    network: intl.formatMessage({ id: 'deposit.network' }),
    currency: intl.formatMessage({ id: 'deposit.currency' }),
    currencyOption: (currency) => intl.formatMessage({ id: 'deposit.currencyOption' }, { symbol: currency.symbol, name: currency.name }),
  };
}

/** The picker over fixed lists; `currencies` empty or `isCurrencyUnavailable` shows the disabled currency field. */
function Fixed({ currencies = CURRENCIES, isCurrencyUnavailable = false }: { currencies?: CryptoCurrency[]; isCurrencyUnavailable?: boolean }) {
  const labels = useLabels();
  const [networkId, setNetworkId] = useState('tron');
  const [symbol, setSymbol] = useState<string | null>(null);
  const currency = currencies.find((candidate) => candidate.symbol === symbol) ?? currencies[0];
  return (
    <NetworkCurrencyPicker
      selection={{
        networks: NETWORKS,
        network: NETWORKS.find((network) => network.id === networkId),
        usableCurrencies: currencies,
        currency,
        isCurrencyUnavailable: isCurrencyUnavailable || currencies.length === 0,
        selectNetwork: (id) => {
          setNetworkId(id);
          setSymbol(null);
        },
        selectCurrency: setSymbol,
      }}
      labels={labels}
    />
  );
}

const ENABLED_ONLY: NetworkCurrencyRules = {
  defaultNetwork: (networks) => networks[0],
  usableCurrencies: (currencies) => currencies.filter((currency) => currency.enable),
  defaultCurrency: (usable) => usable.find((currency) => currency.symbol === 'USDT') ?? usable[0],
};

/** Against the mock backend: getBlockchains, then getCurrencies of the chosen network. */
function Live() {
  const labels = useLabels();
  return <NetworkCurrencyPicker selection={useNetworkCurrencySelection(ENABLED_ONLY)} labels={labels} />;
}

export const Default: Story = () => <Fixed />;
/** The network has no usable currency. */
export const NoCurrencies: Story = () => <Fixed currencies={[]} />;
/** The currencies are loading or failed to load. */
export const CurrenciesUnavailable: Story = () => <Fixed isCurrencyUnavailable />;
export const WithMockBackend: Story = withBackend(
  () => signInAs('demo@example.com'),
  () => <Live />,
);
