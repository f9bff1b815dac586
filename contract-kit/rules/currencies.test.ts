import { describe, expect, it } from 'vitest';
import { ExchangeCurrencyId, ExchangeEstimateRequestBaseCurrencyId, SimulatorCardOnchainCurrency } from '../enums';
import { CARD_CRYPTO_CURRENCIES, compareTokens, FUNDING_CURRENCIES, isCardCryptoCurrency, isFundingCurrency, isTokenBalanceKey, TOKEN_ORDER } from './currencies';

describe('currency sets (spec 02 §1, §3, §5)', () => {
  it('funds a card from USD, USDT, USDC and LOOK ("Payment currencies")', () => {
    expect(FUNDING_CURRENCIES).toEqual(['USD', 'USDT', 'USDC', 'LOOK']);
    expect(['USD', 'LOOK', 'ETH', null].map(isFundingCurrency)).toEqual([true, true, false, false]);
  });

  it('quotes only USDT, USDC and LOOK ("Exchange quotes"), the set each of the contract\'s enums names', () => {
    expect(CARD_CRYPTO_CURRENCIES).toEqual(['USDT', 'USDC', 'LOOK']);
    expect(Object.values(ExchangeEstimateRequestBaseCurrencyId)).toEqual(CARD_CRYPTO_CURRENCIES);
    expect(Object.values(SimulatorCardOnchainCurrency)).toEqual(CARD_CRYPTO_CURRENCIES);
    expect(new Set(Object.values(ExchangeCurrencyId))).toEqual(new Set(FUNDING_CURRENCIES));
    expect(['USDT', 'USD', 'BTC', undefined].map(isCardCryptoCurrency)).toEqual([true, false, false, false]);
  });

  it('leaves the USD and address entries out of token lists (§3 "Account balances")', () => {
    expect(['USD', 'address', 'USDT', 'BTC'].filter(isTokenBalanceKey)).toEqual(['USDT', 'BTC']);
  });
});

describe('token order', () => {
  it('lists the stablecoins, LOOK, ETH, BTC, then others alphabetically', () => {
    expect(TOKEN_ORDER).toEqual(['USDT', 'USDC', 'LOOK', 'ETH', 'BTC']);
    expect(['TRX', 'BTC', 'BNB', 'ETH', 'LOOK', 'USDC', 'USDT'].sort(compareTokens)).toEqual(['USDT', 'USDC', 'LOOK', 'ETH', 'BTC', 'BNB', 'TRX']);
  });
});
