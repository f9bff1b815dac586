import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import type { CardTransaction } from '@contract-kit/model';
import { pageInfo } from '@/lib/pagination';
import { amountSign, declineReasonId, feeBreakdown, formatDayMonthYearTime, humanize, relativeTime, statusLabel, statusTone, typeCategory, typeLabel, type Label } from './transactions';

const text = (label: Label) => ('id' in label ? en[label.id] : label.text);
const tx = (type: string, entry: string) => ({ type, entry }) as Pick<CardTransaction, 'type' | 'entry'>;

describe('type labels and signs (spec 02 §4 "Card transactions")', () => {
  it.each([
    ['purchase', 'debit', 'Purchase', '−'],
    ['purchase', 'credit', 'Purchase', '+'],
    ['payment', 'credit', 'Deposit Fund', '+'],
    ['payment', 'debit', 'Deposit Fund', '+'],
    ['deposit_fund', 'credit', 'Deposit Fund', '+'],
    ['refund', 'credit', 'Withdraw Fund', '−'],
    ['refund', 'debit', 'Withdraw Fund', '−'],
    ['withdraw_fund', 'debit', 'Withdraw Fund', '−'],
    // Every other money row shows its direction from its entry: fees carry a sign.
    ['atm_withdrawal', 'debit', 'ATM Withdrawal', '−'],
    ['fee', 'debit', 'Fee', '−'],
    ['reversal', 'credit', 'Reversal', '+'],
    ['deposit_fund', 'debit', 'Deposit Fund', '−'],
    ['withdraw_fund', 'credit', 'Withdraw Fund', '+'],
    ['card_replacement_charge', 'debit', 'Card Replacement Charge', '−'],
  ])('%s / %s → %s %s', (type, entry, label, sign) => {
    expect(text(typeLabel(tx(type, entry)))).toBe(label);
    expect(amountSign(tx(type, entry))).toBe(sign);
  });

  it('groups types by the rule that names them', () => {
    expect(typeCategory(tx('payment', 'credit'))).toBe('deposit');
    expect(typeCategory(tx('refund', 'credit'))).toBe('withdraw');
    expect(typeCategory(tx('deposit_fund', 'debit'))).toBe('other');
    expect(humanize('atm_withdrawal')).toBe('Atm Withdrawal');
    expect(humanize('SOME-new value')).toBe('Some New Value');
  });
});

describe('status colours (spec 02 §4)', () => {
  it('cleared/clear green, pending orange, declined/rejected red, other grey', () => {
    expect(statusTone('cleared')).toBe('success');
    expect(statusTone('clear')).toBe('success');
    expect(statusTone('CLEARED')).toBe('success');
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('declined')).toBe('error');
    expect(statusTone('rejected')).toBe('error');
    expect(statusTone('reversed')).toBe('neutral');
    expect(statusTone('on_hold')).toBe('neutral');
    expect(text(statusLabel('clear'))).toBe('Clear');
    expect(text(statusLabel('on_hold'))).toBe('On Hold');
  });
});

describe('decline reasons by type (spec 02 §8)', () => {
  it.each([
    ['purchase', 'debit', 'Insufficient funds or card limit exceeded'],
    ['deposit_fund', 'credit', 'Invalid deposit source or verification required'],
    ['payment', 'credit', 'Invalid deposit source or verification required'],
    ['withdraw_fund', 'debit', 'Withdrawal limit exceeded or account verification needed'],
    ['refund', 'credit', 'Withdrawal limit exceeded or account verification needed'],
    ['atm_withdrawal', 'debit', 'Transaction could not be processed'],
    ['fee', 'debit', 'Transaction could not be processed'],
  ])('%s / %s → %s', (type, entry, reason) => {
    expect(en[declineReasonId(tx(type, entry))]).toBe(reason);
  });
});

describe('decline reasons of the card’s controls (card controls)', () => {
  it.each([
    ['over_daily_limit', "Over the card's daily spending limit"],
    ['over_monthly_limit', "Over the card's monthly spending limit"],
    ['online_disabled', 'Online transactions are turned off for this card'],
    ['contactless_disabled', 'Contactless transactions are turned off for this card'],
    ['atm_disabled', 'ATM withdrawals are turned off for this card'],
    ['foreign_currency_disabled', 'Foreign-currency transactions are turned off for this card'],
  ] as const)('%s → %s, whatever the type', (declineCode, reason) => {
    expect(en[declineReasonId({ ...tx('purchase', 'debit'), declineCode })]).toBe(reason);
    expect(en[declineReasonId({ ...tx('atm_withdrawal', 'debit'), declineCode })]).toBe(reason);
  });

  it('keeps the spec’s reason by type for the other codes', () => {
    expect(en[declineReasonId({ ...tx('purchase', 'debit'), declineCode: 'insufficient_funds' })]).toBe('Insufficient funds or card limit exceeded');
    expect(en[declineReasonId({ ...tx('purchase', 'debit'), declineCode: 'card_frozen' })]).toBe('Insufficient funds or card limit exceeded');
  });
});

describe('fee breakdown visibility (spec 02 §9)', () => {
  const base = {
    fees: { tx: '0.00', fx: '0.97', atm: '0.00' },
    metadata: { tid: '774201938465', originalTransactionAmount: '7200', originalCurrency: 'JPY', billAmount: '49.70' },
  };

  it('shows when fees, the original amount and the bill amount exist', () => {
    expect(feeBreakdown(base)).toEqual({ originalAmount: '7200', originalCurrency: 'JPY', tx: '0.00', fx: '0.97', atm: null, statementAmount: '49.70' });
    expect(feeBreakdown({ metadata: base.metadata })).toBeNull();
    expect(feeBreakdown({ fees: base.fees })).toBeNull();
    expect(feeBreakdown({ ...base, metadata: { ...base.metadata, originalTransactionAmount: '' } })).toBeNull();
    expect(feeBreakdown({ ...base, metadata: { ...base.metadata, billAmount: undefined as unknown as string } })).toBeNull();
  });

  it('shows the ATM fee only when non-zero', () => {
    expect(feeBreakdown(base)?.atm).toBeNull();
    expect(feeBreakdown({ ...base, fees: { tx: '0', fx: '2.54', atm: '3.00' } })?.atm).toBe('3.00');
  });

  it('shows the statement amount only when any fee is non-zero', () => {
    const noFees = feeBreakdown({ ...base, fees: { tx: '0.00', fx: '0', atm: '0.00' } });
    expect(noFees).not.toBeNull();
    expect(noFees?.statementAmount).toBeNull();
    expect(feeBreakdown({ ...base, fees: { tx: '0.50', fx: '0', atm: '0' } })?.statementAmount).toBe('49.70');
    expect(feeBreakdown({ ...base, fees: { tx: '0', fx: '0', atm: '3.00' } })?.statementAmount).toBe('49.70');
  });
});

describe('dates (spec 02 §4)', () => {
  it('formats expanded rows as dd/mm/yyyy with the time', () => {
    const at = new Date(2026, 10, 5, 7, 3, 9).toISOString();
    expect(formatDayMonthYearTime(at)).toBe('05/11/2026 07:03:09');
  });

  it('picks the largest whole unit for the relative time of collapsed rows', () => {
    const now = Date.parse('2026-11-20T12:00:00.000Z');
    const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
    expect(relativeTime(ago(20), now)).toEqual({ value: -20, unit: 'second' });
    expect(relativeTime(ago(5 * 60 + 10), now)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeTime(ago(3 * 3600), now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTime(ago(2 * 86_400 + 100), now)).toEqual({ value: -2, unit: 'day' });
    expect(relativeTime(ago(65 * 86_400), now)).toEqual({ value: -2, unit: 'month' });
    expect(relativeTime(ago(400 * 86_400), now)).toEqual({ value: -1, unit: 'year' });
  });

  it('never reads as the future: a date after "now" (a server clock ahead of the device) is "now"', () => {
    const now = Date.parse('2026-11-20T12:00:00.000Z');
    expect(relativeTime(new Date(now + 6_000).toISOString(), now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTime(new Date(now + 3 * 3600_000).toISOString(), now)).toEqual({ value: 0, unit: 'second' });
    expect(Object.is(relativeTime(new Date(now).toISOString(), now).value, 0)).toBe(true);
  });
});

describe('pagination (page size 10, spec 02 §9)', () => {
  it('computes Page X of Y (N total)', () => {
    expect(pageInfo(1, 37, 10)).toEqual({ page: 1, pages: 4, total: 37, skip: 0, hasPrevious: false, hasNext: true });
    expect(pageInfo(4, 37, 10)).toMatchObject({ page: 4, skip: 30, hasPrevious: true, hasNext: false });
    expect(pageInfo(9, 37, 10)).toMatchObject({ page: 4, skip: 30 });
    expect(pageInfo(1, 0, 10)).toMatchObject({ page: 1, pages: 1, total: 0, hasNext: false });
    expect(pageInfo(2, 10, 10)).toMatchObject({ page: 1, pages: 1 });
    expect(pageInfo(2, 11, 10)).toMatchObject({ page: 2, pages: 2, skip: 10 });
  });
});
