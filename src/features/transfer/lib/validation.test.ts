import { describe, expect, it } from 'vitest';
import { dec } from '@contract-kit/money';
import { ApiError } from '@/api/errors';
import { serverFieldIssues, transferCurrencyLabel, transferableCurrencies, validateTransfer } from './validation';

describe('transfer rules (spec 01 §5, §9)', () => {
  it('offers only currencies with a balance above 0, never USD', () => {
    const balances = {
      USD: { amount: '800.00' },
      USDT: { amount: '2500.00' },
      BTC: { amount: '0.05' },
      USDC: { amount: '0' },
      LOOK: { amount: '50000' },
      address: { amount: '1' },
    };
    expect(transferableCurrencies(balances)).toEqual(['USDT', 'LOOK', 'BTC']);
  });

  it('labels the currencies as the spec says', () => {
    expect(['USDT', 'USDC', 'BTC', 'ETH', 'LOOK'].map(transferCurrencyLabel)).toEqual(['Tether USD', 'USD Coin', 'Bitcoin', 'Ethereum', 'LOOK token']);
  });

  it('needs a valid e-mail (the contract\'s rule) of someone else', () => {
    const base = { ownEmail: 'demo@example.com', currency: 'USDT', amount: '1', balance: dec('10') };
    expect(validateTransfer({ ...base, email: 'nope' }).email).toBe('emailInvalid');
    // The server refuses a one-letter top-level domain; so does the form (it used to pass, then fail with a validator text).
    expect(validateTransfer({ ...base, email: 'a@b.c' }).email).toBe('emailInvalid');
    expect(validateTransfer({ ...base, email: 'friend@example' }).email).toBe('emailInvalid');
    expect(validateTransfer({ ...base, email: 'Demo@Example.com' }).email).toBe('selfTransfer');
    expect(validateTransfer({ ...base, email: 'friend@example.com' })).toEqual({});
  });

  it('needs a currency and a positive amount not above the balance', () => {
    const base = { email: 'friend@example.com', ownEmail: 'demo@example.com', balance: dec('12.34') };
    expect(validateTransfer({ ...base, currency: '', amount: '1' }).currency).toBe('currencyRequired');
    expect(validateTransfer({ ...base, currency: 'USDT', amount: '0' }).amount).toBe('amountRequired');
    expect(validateTransfer({ ...base, currency: 'USDT', amount: '' }).amount).toBe('amountRequired');
    expect(validateTransfer({ ...base, currency: 'USDT', amount: '12.35' }).amount).toBe('insufficientBalance');
    expect(validateTransfer({ ...base, currency: 'USDT', amount: '12.34' }).amount).toBeUndefined();
  });

  it('turns the fields a 400 names into the form\'s own texts, never the validator\'s', () => {
    const refused = new ApiError({
      status: 400,
      code: 'ValidationError',
      message: 'Invalid request: body.destinationEmail: Invalid email address',
      issues: [
        { path: 'body.destinationEmail', message: 'Invalid email address' },
        { path: 'body.amount', message: 'Invalid string: must match pattern' },
      ],
    });
    expect(serverFieldIssues(refused)).toEqual({ email: 'emailInvalid', amount: 'amountRequired' });
    expect(serverFieldIssues(new ApiError({ status: 422, code: 'InsufficientBalance', message: 'Insufficient balance' }))).toEqual({});
  });
});
