import { describe, expect, it } from 'vitest';
import { defaultCurrency, defaultNetwork, depositableCurrencies, minimumDepositFor } from './defaults';

const chains = [
  { id: 'ethereum', eco: 'ethereum', name: 'Ethereum', fullname: 'Ethereum Mainnet', network: 'mainnet' },
  { id: 'tron', eco: 'tron', name: 'Tron', fullname: 'Tron Mainnet', network: 'mainnet' },
] as const;

describe('deposit defaults (spec 01 §9)', () => {
  it('picks a Tron network by default, else the first', () => {
    expect(defaultNetwork([...chains])?.id).toBe('tron');
    expect(defaultNetwork([chains[0]])?.id).toBe('ethereum');
    expect(defaultNetwork([])).toBeUndefined();
  });

  it('picks USDT by default among enabled currencies, else the first enabled', () => {
    const currencies = [
      { symbol: 'TRX', name: 'Tronix', enable: true, contractAddress: null },
      { symbol: 'USDT', name: 'Tether USD', enable: true, contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      { symbol: 'USDC', name: 'USD Coin', enable: false, contractAddress: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8' },
    ];
    expect(defaultCurrency(currencies)?.symbol).toBe('USDT');
    expect(depositableCurrencies(currencies).map((c) => c.symbol)).toEqual(['TRX', 'USDT']);
    expect(defaultCurrency(currencies.filter((c) => c.symbol !== 'USDT'))?.symbol).toBe('TRX');
  });

  it('shows the minimum of 10 for USDT and USDC only', () => {
    expect(minimumDepositFor('USDT')).toBe('10');
    expect(minimumDepositFor('USDC')).toBe('10');
    expect(minimumDepositFor('ETH')).toBeNull();
  });
});
