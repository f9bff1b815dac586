import { describe, expect, it } from 'vitest';
import { dec } from '@contract-kit/money';
import { withdrawalErrorMessageId } from './error-mapping';
import { createStatusCache } from './status-cache';
import { serviceRejection, validateWithdrawal, withdrawableTokens } from './validation';
import { isValidAddress, isWithdrawable, minimumWithdrawal } from '@contract-kit/rules/wallet';

describe('withdrawal address validation (spec 01 §5)', () => {
  it('accepts 0x plus 40 hex digits on Ethereum-family chains', () => {
    expect(isValidAddress('ethereum', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e')).toBe(true);
    expect(isValidAddress('ethereum', '0x742d35Cc6634C0532925a3b844Bc454e4438f44')).toBe(false);
    expect(isValidAddress('ethereum', '0x742d35Cc6634C0532925a3b844Bc454e4438f44g')).toBe(false);
    expect(isValidAddress('ethereum', '742d35Cc6634C0532925a3b844Bc454e4438f44e00')).toBe(false);
    expect(isValidAddress('ethereum', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(false);
  });

  it('accepts T plus 33 alphanumerics on Tron', () => {
    expect(isValidAddress('tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(true);
    expect(isValidAddress('tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU')).toBe(false);
    expect(isValidAddress('tron', 'XLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(false);
    expect(isValidAddress('tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYj-7')).toBe(false);
    expect(isValidAddress('tron', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e')).toBe(false);
  });

  it('rejects any address on an unknown chain family', () => {
    expect(isValidAddress('solana', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(false);
  });
});

describe('withdrawal minimums (spec 01 §5, §9)', () => {
  it('is 10 for tokens whose symbol contains USD and 0.001 otherwise', () => {
    expect(minimumWithdrawal('USDT').toFixed()).toBe('10');
    expect(minimumWithdrawal('USDC').toFixed()).toBe('10');
    expect(minimumWithdrawal('BUSD').toFixed()).toBe('10');
    expect(minimumWithdrawal('LOOK').toFixed()).toBe('0.001');
    expect(minimumWithdrawal('ETH').toFixed()).toBe('0.001');
  });

  it('the service layer refuses a missing currency or blockchain and amounts under 0.000001', () => {
    expect(serviceRejection({ blockchainId: 'tron', amount: '10' })).toBe('missingCurrency');
    expect(serviceRejection({ currency: 'USDT', amount: '10' })).toBe('missingBlockchain');
    expect(serviceRejection({ currency: 'LOOK', blockchainId: 'ethereum', amount: '0.0000009' })).toBe('amountTooSmall');
    expect(serviceRejection({ currency: 'LOOK', blockchainId: 'ethereum', amount: '0' })).toBe('amountTooSmall');
    expect(serviceRejection({ currency: 'LOOK', blockchainId: 'ethereum', amount: '0.000001' })).toBeNull();
  });
});

describe('withdrawability (spec 01 §5)', () => {
  it('needs enable and a contract address', () => {
    expect(isWithdrawable({ enable: true, contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7' })).toBe(true);
    expect(isWithdrawable({ enable: false, contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7' })).toBe(false);
    expect(isWithdrawable({ enable: true, contractAddress: null })).toBe(false);
    const tokens = [
      { symbol: 'USDT', enable: true, contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      { symbol: 'USDC', enable: false, contractAddress: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8' },
      { symbol: 'TRX', enable: true, contractAddress: null },
    ];
    expect(withdrawableTokens(tokens).map((token) => token.symbol)).toEqual(['USDT']);
  });
});

describe('withdrawal form validation (spec 01 §5)', () => {
  const base = { eco: 'tron', symbol: 'USDT', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', amount: '25', balance: dec('100') };
  it('passes a valid request', () => {
    expect(validateWithdrawal(base)).toEqual({});
  });
  it('requires network, token, address and an amount above 0', () => {
    expect(validateWithdrawal({ eco: undefined, symbol: undefined, address: ' ', amount: '0', balance: dec('1') })).toEqual({
      network: 'networkRequired',
      token: 'tokenRequired',
      address: 'addressRequired',
      amount: 'amountRequired',
    });
  });
  it('checks the address against the chosen chain', () => {
    expect(validateWithdrawal({ ...base, address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e' }).address).toBe('invalidAddress');
  });
  it('refuses more than the balance, then less than the minimum', () => {
    expect(validateWithdrawal({ ...base, amount: '100.01' }).amount).toBe('insufficientBalance');
    expect(validateWithdrawal({ ...base, amount: '9.99' }).amount).toBe('amountTooSmall');
    expect(validateWithdrawal({ ...base, amount: '10' }).amount).toBeUndefined();
    expect(validateWithdrawal({ ...base, symbol: 'LOOK', eco: 'ethereum', address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', amount: '0.0009' }).amount).toBe('amountTooSmall');
  });
});

describe('withdrawal error mapping by message text (spec 01 §8)', () => {
  it.each([
    ['Insufficient balance for withdrawal', 'withdrawal.error.insufficient'],
    ['Daily withdrawal limit of 10000 USD exceeded', 'withdrawal.error.limit'],
    ['Amount exceeded', 'withdrawal.error.limit'],
    ['Invalid destination address for Tron', 'withdrawal.error.address'],
    ['Bad address', 'withdrawal.error.address'],
    ['Blockchain network temporarily unavailable', 'withdrawal.error.network'],
    ['Amount is below the minimum withdrawal of 10 USDT', null],
    [undefined, null],
  ])('%s → %s', (message, expected) => {
    expect(withdrawalErrorMessageId(message)).toBe(expected);
  });

  it('applies the rules in the spec order (insufficient before invalid)', () => {
    expect(withdrawalErrorMessageId('Invalid request: insufficient funds')).toBe('withdrawal.error.insufficient');
  });
});

describe('withdrawal status cache (spec 01 §4: dropped 30 s after completed or failed)', () => {
  it('keeps processing entries and drops final ones after 30 s', () => {
    const cache = createStatusCache();
    cache.set('a', 'processing', 0);
    expect(cache.get('a', 10 * 60_000)).toBe('processing');
    cache.set('a', 'completed', 1_000);
    expect(cache.get('a', 30_999)).toBe('completed');
    expect(cache.get('a', 31_000)).toBeUndefined();
    cache.set('b', 'failed', 0);
    expect(cache.get('b', 29_999)).toBe('failed');
    expect(cache.get('b', 30_000)).toBeUndefined();
  });
});
