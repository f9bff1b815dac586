import type { Blockchain, CryptoCurrency } from '@contract-kit/model';

/** Fixed networks and currencies for the network and currency picker's test and stories (no backend needed). */
export const NETWORKS = [
  { id: 'tron', name: 'Tron', eco: 'tron' },
  { id: 'ethereum', name: 'Ethereum', eco: 'ethereum' },
  { id: 'base', name: 'Base', eco: 'ethereum' },
] as Blockchain[];
export const CURRENCIES = [
  { symbol: 'USDT', name: 'Tether USD', enable: true },
  { symbol: 'USDC', name: 'USD Coin', enable: true },
] as CryptoCurrency[];
