import { describe, expect, it } from 'vitest';
import { dec } from '../money';
import { isTransferable, transferProblems } from './transfer';

describe('transfer rules (spec 01 §5 Transfer)', () => {
  const base = { recipientEmail: 'friend@example.com', senderEmail: 'demo@example.com', currency: 'USDT', amount: dec('1'), balance: dec('12.34') };

  it("needs a valid e-mail (the contract's rule) of someone else", () => {
    expect(transferProblems({ ...base, recipientEmail: 'nope' }).email).toBe('emailInvalid');
    // The server refuses a one-letter top-level domain, so the form does too.
    expect(transferProblems({ ...base, recipientEmail: 'a@b.c' }).email).toBe('emailInvalid');
    expect(transferProblems({ ...base, recipientEmail: 'friend@example' }).email).toBe('emailInvalid');
    expect(transferProblems({ ...base, recipientEmail: ' Demo@Example.com ' }).email).toBe('selfTransfer');
    expect(transferProblems(base)).toEqual({});
  });

  it('needs a currency other than USD', () => {
    expect(transferProblems({ ...base, currency: '' }).currency).toBe('currencyRequired');
    expect(transferProblems({ ...base, currency: 'USD' }).currency).toBe('currencyNotTransferable');
    expect(['USD', 'address', 'USDT', 'LOOK'].map(isTransferable)).toEqual([false, false, true, true]);
  });

  it('needs a positive amount not above the balance ("Insufficient balance")', () => {
    expect(transferProblems({ ...base, amount: null }).amount).toBe('amountRequired');
    expect(transferProblems({ ...base, amount: dec('0') }).amount).toBe('amountRequired');
    expect(transferProblems({ ...base, amount: dec('12.35') }).amount).toBe('insufficientBalance');
    expect(transferProblems({ ...base, amount: dec('12.34') }).amount).toBeUndefined();
  });
});
