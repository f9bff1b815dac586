import { describe, expect, it } from 'vitest';
import type { ExchangeRateResponse } from '@contract-kit/model';
import { dec, formatAmount, roundDown18, toDisplayString } from '@contract-kit/money';
import { cryptoSymbols, parseRate, tokenDisplayName, tokenRows, totalUsd } from './balances';

const balances = {
  USD: { amount: '800.00' },
  address: { amount: '0' },
  BTC: { amount: '0.05' },
  ETH: { amount: '1.5' },
  LOOK: { amount: '50000' },
  USDC: { amount: '1200.00' },
  USDT: { amount: '2500.00' },
};

describe('wallet balances (spec 01 §3, §9; spec 02 §3)', () => {
  it('leaves USD and the address entry out of the crypto list, stablecoins first', () => {
    expect(cryptoSymbols(balances)).toEqual(['USDT', 'USDC', 'LOOK', 'ETH', 'BTC']);
    expect(cryptoSymbols({ USD: { amount: '1' } })).toEqual([]);
    expect(cryptoSymbols(undefined)).toEqual([]);
  });

  it('names tokens as spec 02 §3 says', () => {
    expect(tokenDisplayName('USDT')).toBe('Tether USD');
    expect(tokenDisplayName('USDC')).toBe('USD Coin');
    expect(tokenDisplayName('LOOK')).toBe('$LOOK');
    expect(tokenDisplayName('DOGE')).toBe('DOGE');
  });

  it('reads the rate flat or nested as rate.rate', () => {
    expect(parseRate({ success: true, rate: '0.1', baseCurrency: 'LOOK', quoteCurrency: 'USD' } as ExchangeRateResponse)?.toFixed()).toBe('0.1');
    expect(parseRate({ success: true, rate: { rate: '3150.42' }, baseCurrency: 'ETH', quoteCurrency: 'USD' } as ExchangeRateResponse)?.toFixed()).toBe('3150.42');
    expect(parseRate({ success: true, rate: 'NaN', baseCurrency: 'ETH', quoteCurrency: 'USD' } as unknown as ExchangeRateResponse)).toBeNull();
    expect(parseRate(undefined)).toBeNull();
  });

  it('uses the fallback rates when a rate is missing: USDT and USDC 1, LOOK 0.1, others 1', () => {
    const rows = tokenRows(balances, {});
    expect(rows.map((row) => [row.symbol, row.usdValue.toFixed(), row.isFallbackRate])).toEqual([
      ['USDT', '2500', true],
      ['USDC', '1200', true],
      ['LOOK', '5000', true],
      ['ETH', '1.5', true],
      ['BTC', '0.05', true],
    ]);
    // 800 USD + 2500 + 1200 + 5000 + 1.5 + 0.05
    expect(totalUsd(balances, {}).toFixed()).toBe('9501.55');
  });

  it('prefers fetched rates for the total', () => {
    const total = totalUsd(balances, { ETH: dec('3150.42'), BTC: dec('91234.56'), LOOK: dec('0.1'), USDT: dec('1'), USDC: dec('1') });
    // 800 + 2500 + 1200 + 5000 + 4725.63 + 4561.728
    expect(total.toFixed()).toBe('18787.358');
  });

  it('displays BTC with 8 decimals, ETH 6, LOOK 4 and others 2, rounding down', () => {
    expect(toDisplayString('0.123456789', 'BTC')).toBe('0.12345678');
    expect(toDisplayString('1.9999999', 'ETH')).toBe('1.999999');
    expect(toDisplayString('50000.99999', 'LOOK')).toBe('50000.9999');
    expect(toDisplayString('12.349', 'USDT')).toBe('12.34');
    expect(formatAmount('2500', 'USDT', 'en')).toBe('2,500.00');
  });

  it('rounds big numbers down at 18 decimals', () => {
    expect(roundDown18('0.1234567890123456789999').toFixed()).toBe('0.123456789012345678');
    expect(roundDown18('1.0000000000000000019').toFixed()).toBe('1.000000000000000001');
    expect(roundDown18('1.0000000000000000009').toFixed()).toBe('1');
  });

  it('treats a malformed amount as zero instead of NaN', () => {
    expect(tokenRows({ USDT: { amount: 'oops' } }, {})[0]?.amount.toFixed()).toBe('0');
  });
});
