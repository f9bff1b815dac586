import type { BlockchainRecord, ChainCurrencyRecord } from './records';

/** The wallet's reference data: chains, their currencies, USD rates and the single on-ramp provider. */

/** Spec 01 §9: networks Ethereum, Base, BSC, Optimism (ethereum family) and Tron. */
export const BLOCKCHAINS: readonly BlockchainRecord[] = [
  { id: 'tron', eco: 'tron', name: 'Tron', fullname: 'Tron Mainnet', network: 'mainnet', order: 0 },
  { id: 'ethereum', eco: 'ethereum', name: 'Ethereum', fullname: 'Ethereum Mainnet', network: 'mainnet', order: 1 },
  { id: 'base', eco: 'ethereum', name: 'Base', fullname: 'Base Mainnet', network: 'mainnet', order: 2 },
  { id: 'bsc', eco: 'ethereum', name: 'BSC', fullname: 'BNB Smart Chain', network: 'mainnet', order: 3 },
  { id: 'optimism', eco: 'ethereum', name: 'Optimism', fullname: 'OP Mainnet', network: 'mainnet', order: 4 },
];

type CurrencySpec = Omit<ChainCurrencyRecord, 'id' | 'order'>;

/**
 * Currencies per chain. Only enabled currencies with a contract address are withdrawable (spec 01 §5), so:
 * Tron has one withdrawable token (USDT: auto-selected), Base one (USDC), Ethereum three, BSC two, and
 * Optimism none (its tokens are paused) — the "No Withdrawable Tokens" case. Native coins have no contract.
 */
const CURRENCY_SPECS: readonly CurrencySpec[] = [
  { blockchainId: 'tron', symbol: 'USDT', name: 'Tether USD', enable: true, contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  { blockchainId: 'tron', symbol: 'USDC', name: 'USD Coin', enable: false, contractAddress: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8' },
  { blockchainId: 'tron', symbol: 'TRX', name: 'Tronix', enable: true, contractAddress: null },
  { blockchainId: 'ethereum', symbol: 'USDT', name: 'Tether USD', enable: true, contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
  { blockchainId: 'ethereum', symbol: 'USDC', name: 'USD Coin', enable: true, contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  { blockchainId: 'ethereum', symbol: 'LOOK', name: 'LOOK token', enable: true, contractAddress: '0x1d2F0da169ceB9fC7B3144628dB156f3F6c60dBE' },
  { blockchainId: 'ethereum', symbol: 'ETH', name: 'Ethereum', enable: true, contractAddress: null },
  { blockchainId: 'base', symbol: 'USDC', name: 'USD Coin', enable: true, contractAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  { blockchainId: 'base', symbol: 'USDT', name: 'Tether USD', enable: false, contractAddress: '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2' },
  { blockchainId: 'base', symbol: 'ETH', name: 'Ethereum', enable: true, contractAddress: null },
  { blockchainId: 'bsc', symbol: 'USDT', name: 'Tether USD', enable: true, contractAddress: '0x55d398326f99059fF775485246999027B3197955' },
  { blockchainId: 'bsc', symbol: 'USDC', name: 'USD Coin', enable: true, contractAddress: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d' },
  { blockchainId: 'bsc', symbol: 'LOOK', name: 'LOOK token', enable: false, contractAddress: '0x3c1e5f7a9b2d4c6e8f0a1b3d5e7f9a2c4b6d8e0f' },
  { blockchainId: 'bsc', symbol: 'BNB', name: 'BNB', enable: true, contractAddress: null },
  { blockchainId: 'optimism', symbol: 'USDT', name: 'Tether USD', enable: false, contractAddress: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58' },
  { blockchainId: 'optimism', symbol: 'USDC', name: 'USD Coin', enable: false, contractAddress: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85' },
  { blockchainId: 'optimism', symbol: 'ETH', name: 'Ethereum', enable: true, contractAddress: null },
];

export const CHAIN_CURRENCIES: readonly ChainCurrencyRecord[] = CURRENCY_SPECS.map((spec, order) => ({
  ...spec,
  id: `${spec.blockchainId}:${spec.symbol}`,
  order,
}));

/** USD value of one unit (the mock's market). Stable across runs so that tests can compute exact figures. */
export const USD_RATES: Readonly<Record<string, string>> = {
  USD: '1',
  USDT: '1',
  USDC: '1',
  LOOK: '0.1',
  ETH: '3150.42',
  BTC: '91234.56',
  TRX: '0.2415',
  BNB: '612.3',
};

/** Names of the currencies (withdrawal records carry currency.name). */
export const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  USD: 'US Dollar',
  USDT: 'Tether USD',
  USDC: 'USD Coin',
  LOOK: 'LOOK token',
  ETH: 'Ethereum',
  BTC: 'Bitcoin',
  TRX: 'Tronix',
  BNB: 'BNB',
};

/** The single on-ramp provider (spec 01 §3, §9: one provider, an order prefix, a test-or-production flag). */
export const ONRAMP_PROVIDER = {
  id: 'onramp-card',
  displayName: 'CardRamp',
  description: 'Buy USDT, USDC and ETH with Visa or Mastercard, delivered straight to your wallet.',
  // Inline (a data: URL), so the logo shows under the production CSP (img-src 'self' data:) without a third-party host.
  logoUrl: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#1f4cbd"/><rect x="8" y="12" width="24" height="16" rx="3" fill="#fff"/><rect x="8" y="16" width="24" height="3" fill="#1f4cbd"/></svg>',
  )}`,
  supportedCurrencies: ['USDT', 'USDC', 'ETH'],
  supportedNetworks: ['tron', 'ethereum', 'base', 'bsc', 'optimism'],
  supportedFiatCurrencies: ['USD', 'EUR', 'GBP'],
  features: ['Visa', 'Mastercard', 'Apple Pay', 'Google Pay'],
  fees: { percentage: '0.035', fixed: '0.99', currency: 'USD' },
  limits: { min: '20.00', max: '5000.00', daily: '10000.00' },
  processingTime: '5-30 minutes',
  kycRequired: true,
  orderPrefix: 'LOOK',
  environment: 'test' as const,
} as const;

export function ecoOf(blockchainId: string): 'ethereum' | 'tron' {
  return BLOCKCHAINS.find((chain) => chain.id === blockchainId)?.eco ?? 'ethereum';
}
