import { describe, expect, it } from 'vitest';
import {
  addSpending,
  cardOwnLimit,
  controlLimitIssues,
  controlLimitIssueText,
  controlsDecline,
  countsTowardLimits,
  DEFAULT_CONTROL_SETTINGS,
  defaultChannelFor,
  remainingLimit,
  usageAt,
  type ControlSettings,
  type SpendAttempt,
} from './card-controls';
import { DECLINE_REASON_TEXTS, declineCodeFor, declineReasonFor } from './card-transactions';

const limited: ControlSettings = { ...DEFAULT_CONTROL_SETTINGS, dailyLimit: '250.00', monthlyLimit: '2000.00' };
const purchase = (amount: string, extra: Partial<SpendAttempt> = {}): SpendAttempt => ({ type: 'purchase', channel: 'in_store', currency: 'USD', cardCurrency: 'USD', amount, ...extra });

describe('controlsDecline: the limits', () => {
  it('lets a purchase through up to exactly the daily limit and declines one cent more', () => {
    expect(controlsDecline(limited, { daily: '200.00', monthly: '200.00' }, purchase('50.00'))).toBeNull();
    expect(controlsDecline(limited, { daily: '200.00', monthly: '200.00' }, purchase('50.01'))).toBe('over_daily_limit');
  });

  it('declines over the monthly limit when the day still has room', () => {
    expect(controlsDecline(limited, { daily: '0.00', monthly: '1900.00' }, purchase('100.00'))).toBeNull();
    expect(controlsDecline(limited, { daily: '0.00', monthly: '1900.00' }, purchase('100.01'))).toBe('over_monthly_limit');
  });

  it('names the daily limit first when both are crossed', () => {
    expect(controlsDecline(limited, { daily: '240.00', monthly: '1990.00' }, purchase('20.00'))).toBe('over_daily_limit');
  });

  it('has no limit when none is set, however large the amount', () => {
    expect(controlsDecline(DEFAULT_CONTROL_SETTINGS, { daily: '99999.99', monthly: '99999.99' }, purchase('5000.00'))).toBeNull();
  });

  it('adds decimals exactly (0.1 + 0.2 is 0.3, not above a 0.30 limit)', () => {
    expect(controlsDecline({ ...DEFAULT_CONTROL_SETTINGS, dailyLimit: '0.30' }, { daily: '0.1', monthly: '0.1' }, purchase('0.2'))).toBeNull();
  });
});

describe('controlsDecline: the switches', () => {
  it('declines an ATM withdrawal, or anything at an ATM, when ATM is off', () => {
    const off = { ...DEFAULT_CONTROL_SETTINGS, atm: false };
    expect(controlsDecline(off, { daily: '0', monthly: '0' }, { ...purchase('40.00'), type: 'atm_withdrawal', channel: 'atm' })).toBe('atm_disabled');
    expect(controlsDecline(off, { daily: '0', monthly: '0' }, purchase('40.00', { channel: 'atm' }))).toBe('atm_disabled');
    expect(controlsDecline(off, { daily: '0', monthly: '0' }, purchase('40.00'))).toBeNull();
  });

  it('declines online and contactless purchases when their switch is off, and only those', () => {
    const off = { ...DEFAULT_CONTROL_SETTINGS, online: false, contactless: false };
    expect(controlsDecline(off, { daily: '0', monthly: '0' }, purchase('12.50', { channel: 'online' }))).toBe('online_disabled');
    expect(controlsDecline(off, { daily: '0', monthly: '0' }, purchase('12.50', { channel: 'contactless' }))).toBe('contactless_disabled');
    expect(controlsDecline(off, { daily: '0', monthly: '0' }, purchase('12.50', { channel: 'in_store' }))).toBeNull();
  });

  it('declines a purchase in another currency than the card’s when foreign currency is off', () => {
    const off = { ...DEFAULT_CONTROL_SETTINGS, foreignCurrency: false };
    expect(controlsDecline(off, { daily: '0', monthly: '0' }, purchase('10.80', { currency: 'EUR' }))).toBe('foreign_currency_disabled');
    expect(controlsDecline(off, { daily: '0', monthly: '0' }, purchase('10.80', { currency: 'usd' }))).toBeNull();
  });

  it('names a switched-off channel before a crossed limit', () => {
    expect(controlsDecline({ ...limited, online: false }, { daily: '250.00', monthly: '250.00' }, purchase('1.00', { channel: 'online' }))).toBe('online_disabled');
  });
});

describe('what counts and what is left', () => {
  it('counts cleared and pending purchases and ATM withdrawals only', () => {
    expect(countsTowardLimits('purchase', 'debit', 'cleared')).toBe(true);
    expect(countsTowardLimits('atm_withdrawal', 'debit', 'pending')).toBe(true);
    expect(countsTowardLimits('purchase', 'debit', 'declined')).toBe(false);
    expect(countsTowardLimits('purchase', 'debit', 'reversed')).toBe(false);
    expect(countsTowardLimits('refund', 'credit', 'cleared')).toBe(false);
    expect(countsTowardLimits('fee', 'debit', 'cleared')).toBe(false);
    expect(countsTowardLimits('withdraw_fund', 'debit', 'cleared')).toBe(false);
  });

  it('gives the remaining amount of a limit, never below 0, and none without a limit', () => {
    expect(remainingLimit('250.00', '48.73')).toBe('201.27');
    expect(remainingLimit('250.00', '300.00')).toBe('0.00');
    expect(remainingLimit(null, '300.00')).toBeNull();
    expect(remainingLimit(undefined, '0')).toBeNull();
  });

  it('takes an ATM withdrawal to happen at an ATM and anything else in store', () => {
    expect(defaultChannelFor('atm_withdrawal')).toBe('atm');
    expect(defaultChannelFor('purchase')).toBe('in_store');
  });
});

describe('usage by UTC day and month', () => {
  const morning = new Date('2026-11-26T08:00:00.000Z');
  const evening = new Date('2026-11-26T23:59:59.000Z');
  const nextDay = new Date('2026-11-27T00:00:00.000Z');
  const nextMonth = new Date('2026-12-01T00:00:00.000Z');

  it('adds spending to the day and the month, and starts again on a new day and a new month', () => {
    const first = addSpending(null, '120.00', morning, morning);
    expect(first).toEqual({ day: '2026-11-26', daily: '120.00', month: '2026-11', monthly: '120.00' });
    const second = addSpending(first, '30.50', evening, evening);
    expect(usageAt(second, evening)).toEqual({ daily: '150.50', monthly: '150.50' });
    expect(usageAt(second, nextDay)).toEqual({ daily: '0.00', monthly: '150.50' });
    const third = addSpending(second, '10.00', nextDay, nextDay);
    expect(usageAt(third, nextDay)).toEqual({ daily: '10.00', monthly: '160.50' });
    expect(usageAt(third, nextMonth)).toEqual({ daily: '0.00', monthly: '0.00' });
  });

  it('releases a declined or reversed pending amount from its own period only, never below 0', () => {
    const buckets = addSpending(null, '80.00', morning, morning);
    expect(usageAt(addSpending(buckets, '-80.00', morning, evening), evening)).toEqual({ daily: '0.00', monthly: '0.00' });
    // Authorised yesterday, reversed today: today's usage keeps what today spent, the month gives it back.
    const today = addSpending(addSpending(null, '80.00', morning, morning), '25.00', nextDay, nextDay);
    expect(usageAt(addSpending(today, '-80.00', morning, nextDay), nextDay)).toEqual({ daily: '25.00', monthly: '25.00' });
    expect(usageAt(addSpending(null, '-5.00', morning, morning), morning)).toEqual({ daily: '0.00', monthly: '0.00' });
  });
});

describe('controlLimitIssues: a change of the limits', () => {
  it('accepts no limits, and limits up to the card’s own limit', () => {
    expect(controlLimitIssues({}, '5000.00')).toEqual([]);
    expect(controlLimitIssues({ dailyLimit: '', monthlyLimit: '  ' }, '5000.00')).toEqual([]);
    expect(controlLimitIssues({ dailyLimit: '250', monthlyLimit: '5000.00' }, '5000.00')).toEqual([]);
  });

  it('refuses 0, a negative limit, more than 2 decimals and a limit above the card’s', () => {
    expect(controlLimitIssues({ dailyLimit: '0' }, '5000.00')).toEqual([{ field: 'dailyLimit', problem: 'notPositive' }]);
    expect(controlLimitIssues({ dailyLimit: '-5' }, '5000.00')).toEqual([{ field: 'dailyLimit', problem: 'notPositive' }]);
    expect(controlLimitIssues({ monthlyLimit: '10.005' }, '5000.00')).toEqual([{ field: 'monthlyLimit', problem: 'tooManyDecimals' }]);
    expect(controlLimitIssues({ monthlyLimit: '5000.01' }, '5000.00')).toEqual([{ field: 'monthlyLimit', problem: 'aboveCardLimit' }]);
    expect(controlLimitIssues({ dailyLimit: '1e3' }, '5000.00')).toEqual([{ field: 'dailyLimit', problem: 'notDecimal' }]);
  });

  it('refuses a daily limit above the monthly one', () => {
    expect(controlLimitIssues({ dailyLimit: '300.00', monthlyLimit: '250.00' }, '5000.00')).toEqual([{ field: 'dailyLimit', problem: 'dailyAboveMonthly' }]);
    expect(controlLimitIssues({ dailyLimit: '250.00', monthlyLimit: '250.00' }, '5000.00')).toEqual([]);
  });

  it('takes a debit card’s spending limit and a credit card’s credit limit as the card’s own', () => {
    const balances = { deposit: { limit: '5000.00' }, credit: { limit: '1200.00' } };
    expect(cardOwnLimit({ model: 'debit', ...balances })).toBe('5000.00');
    expect(cardOwnLimit({ model: 'credit', ...balances })).toBe('1200.00');
  });

  it('says what is wrong in words', () => {
    expect(controlLimitIssueText({ field: 'dailyLimit', problem: 'aboveCardLimit' }, '5000', 'USD')).toBe("The daily limit cannot be more than the card's limit of 5000.00 USD");
    expect(controlLimitIssueText({ field: 'monthlyLimit', problem: 'tooManyDecimals' }, '5000', 'USD')).toBe('The monthly limit can have at most 2 decimal places');
  });
});

describe('decline codes and their texts', () => {
  it('keeps the spec’s per-type reasons (spec 02 §8)', () => {
    expect(declineCodeFor('purchase')).toBe('insufficient_funds');
    expect(declineReasonFor('purchase')).toBe('Insufficient funds or card limit exceeded');
    expect(declineReasonFor('deposit_fund')).toBe('Invalid deposit source or verification required');
    expect(declineReasonFor('withdraw_fund')).toBe('Withdrawal limit exceeded or account verification needed');
    expect(declineReasonFor('reversal')).toBe('Transaction could not be processed');
  });

  it('has a text for every control decline', () => {
    expect(DECLINE_REASON_TEXTS.over_daily_limit).toBe("Over the card's daily spending limit");
    expect(DECLINE_REASON_TEXTS.atm_disabled).toBe('ATM withdrawals are turned off for this card');
  });
});
