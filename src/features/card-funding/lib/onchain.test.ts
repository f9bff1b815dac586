import { describe, expect, it } from 'vitest';
import { isValidAddress } from '@contract-kit/rules/wallet';
import { defaultChain, defaultOnchainCurrency, supportedOnchainCurrencies } from './onchain';

describe('on-chain funding (spec 02 §5, §9)', () => {
  it('checks addresses by chain family', () => {
    expect(isValidAddress('ethereum', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isValidAddress('ethereum', '0x5290')).toBe(false);
    expect(isValidAddress('tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(true);
    expect(isValidAddress('tron', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
    expect(isValidAddress('tron', undefined)).toBe(false);
  });

  it('offers only supported, enabled currencies, USDT first by default, on the first listed network', () => {
    const currencies = [
      { symbol: 'ETH', name: 'Ethereum', enable: true, contractAddress: null },
      { symbol: 'USDC', name: 'USD Coin', enable: true, contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      { symbol: 'USDT', name: 'Tether USD', enable: true, contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
      { symbol: 'LOOK', name: 'LOOK token', enable: false, contractAddress: '0x1d2F0da169ceB9fC7B3144628dB156f3F6c60dBE' },
    ];
    const supported = supportedOnchainCurrencies(currencies);
    expect(supported.map((currency) => currency.symbol)).toEqual(['USDC', 'USDT']);
    expect(defaultOnchainCurrency(supported)?.symbol).toBe('USDT');
    expect(defaultOnchainCurrency(supported.filter((c) => c.symbol !== 'USDT'))?.symbol).toBe('USDC');
    const chains = [
      { id: 'tron', eco: 'tron', name: 'Tron', fullname: 'Tron Mainnet', network: 'mainnet' },
      { id: 'ethereum', eco: 'ethereum', name: 'Ethereum', fullname: 'Ethereum Mainnet', network: 'mainnet' },
    ] as const;
    expect(defaultChain([...chains])?.id).toBe('tron');
  });
});
