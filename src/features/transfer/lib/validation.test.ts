import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { serverFieldIssues, transferCurrencyLabel, transferableCurrencies } from './validation';

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

  it("turns the fields a 400 names into the form's own texts, never the validator's", () => {
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
    expect(serverFieldIssues(new ApiError({ status: 500, code: 'InternalError', message: 'Internal server error' }))).toEqual({});
  });

  it('puts the refusals that belong to one field at that field', () => {
    expect(serverFieldIssues(new ApiError({ status: 404, code: 'RecipientNotFound', message: 'Recipient not found' }))).toEqual({ email: 'recipientNotFound' });
    expect(serverFieldIssues(new ApiError({ status: 422, code: 'InsufficientBalance', message: 'Insufficient balance' }))).toEqual({ amount: 'insufficientBalance' });
    expect(serverFieldIssues(new ApiError({ status: 422, code: 'SelfTransfer', message: 'You cannot transfer to yourself' }))).toEqual({ email: 'selfTransfer' });
  });
});
