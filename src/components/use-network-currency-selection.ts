import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useGetBlockchains,
  useGetCurrencies,
  type GetBlockchainsQueryError,
  type GetBlockchainsQueryResult,
  type GetCurrenciesQueryError,
  type GetCurrenciesQueryResult,
} from '@/api/generated/endpoints/crypto/crypto';
import type { Blockchain, CryptoCurrency } from '@contract-kit/model';
import { supportedNetworks } from '@/lib/networks';

/** The rules of the feature that shows the picker: which network and currency come first, which currencies count. */
export interface NetworkCurrencyRules {
  defaultNetwork: (networks: readonly Blockchain[]) => Blockchain | undefined;
  /** The currencies of the network that can be chosen (e.g. only enabled ones). */
  usableCurrencies: (currencies: readonly CryptoCurrency[]) => CryptoCurrency[];
  /** Picks among the usable currencies. */
  defaultCurrency: (usable: readonly CryptoCurrency[]) => CryptoCurrency | undefined;
}

export interface NetworkCurrencySelection {
  /** getBlockchains (pending, error, refetch…). */
  networksQuery: UseQueryResult<GetBlockchainsQueryResult, GetBlockchainsQueryError>;
  /** getCurrencies of the selected network; disabled (pending) until there is a network. */
  currenciesQuery: UseQueryResult<GetCurrenciesQueryResult, GetCurrenciesQueryError>;
  networks: readonly Blockchain[];
  network: Blockchain | undefined;
  usableCurrencies: readonly CryptoCurrency[];
  currency: CryptoCurrency | undefined;
  /** No currency can be chosen yet: the list is loading, failed or empty. */
  isCurrencyUnavailable: boolean;
  /** Choose a network: the currency goes back to the default of that network. */
  selectNetwork: (id: string) => void;
  selectCurrency: (symbol: string) => void;
}

const NETWORKS_STALE_MS = 5 * 60_000;
const CURRENCIES_STALE_MS = 60_000;

/**
 * A network, then a currency on it (deposit addresses, card funding on-chain): the user's choice while it is still
 * offered, else the feature's default. Choosing another network resets the currency.
 */
export function useNetworkCurrencySelection({ defaultNetwork, usableCurrencies, defaultCurrency }: NetworkCurrencyRules): NetworkCurrencySelection {
  const networksQuery = useGetBlockchains({ query: { staleTime: NETWORKS_STALE_MS } });
  const [chosenNetwork, setNetwork] = useState<string | null>(null);
  const [chosenCurrency, setCurrency] = useState<string | null>(null);

  // Spec 01 §9: only the Ethereum and Tron families, whatever the backend lists.
  const networks = useMemo(() => supportedNetworks(networksQuery.data?.data), [networksQuery.data]);
  const network = networks.find((candidate) => candidate.id === chosenNetwork) ?? defaultNetwork(networks);
  const currenciesQuery = useGetCurrencies(network?.id ?? '', { query: { enabled: Boolean(network), staleTime: CURRENCIES_STALE_MS } });
  const usable = usableCurrencies(currenciesQuery.data?.data ?? []);
  const currency = usable.find((candidate) => candidate.symbol === chosenCurrency) ?? defaultCurrency(usable);

  return {
    networksQuery,
    currenciesQuery,
    networks,
    network,
    usableCurrencies: usable,
    currency,
    isCurrencyUnavailable: !currenciesQuery.isSuccess || usable.length === 0,
    selectNetwork: (id) => {
      setNetwork(id);
      setCurrency(null);
    },
    selectCurrency: setCurrency,
  };
}
