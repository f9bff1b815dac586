import { dec, decimalPlaces, isDecimalString, type Decimal } from '../money';
import type { CardModel, CardTransactionChannel, CardTransactionDeclineCode, CardTransactionEntry, CardTransactionStatus, CardTransactionType } from '../model';

/**
 * Card controls (beyond the spec): a card's daily and monthly spending limits and its online, contactless,
 * ATM and foreign-currency switches (the contract's CardControls). One rule for the mock server's card processor
 * (which declines what the controls refuse and validates a change of them) and the app (the controls dialog's form
 * and the remaining amounts it shows): both import it from here.
 *
 * - What counts towards the limits: purchases and ATM withdrawals (debit entries) that are cleared or pending, by
 *   their amount in the card's currency (fees not included). Days and months are UTC.
 * - A purchase or ATM withdrawal is checked in this order: ATM off (an ATM withdrawal, or any transaction at an ATM),
 *   online off, contactless off, foreign currency off (merchant currency other than the card's), then the daily and
 *   the monthly limit (usage so far + amount above the limit). The first that refuses names the decline.
 * - A limit is optional; when set it is greater than 0, has at most 2 decimals, is at most the card's own limit, and
 *   the daily limit is at most the monthly one.
 */

/** The switches and limits of a card (limits in the card's currency; null = no limit). */
export interface ControlSettings {
  dailyLimit: string | null;
  monthlyLimit: string | null;
  online: boolean;
  contactless: boolean;
  atm: boolean;
  foreignCurrency: boolean;
}

/** A new card allows everything and has no limits. */
export const DEFAULT_CONTROL_SETTINGS: Readonly<ControlSettings> = {
  dailyLimit: null,
  monthlyLimit: null,
  online: true,
  contactless: true,
  atm: true,
  foreignCurrency: true,
};

/** Usage so far, in the card's currency: the current UTC day and the current UTC month. */
export interface SpendingUsage {
  daily: string;
  monthly: string;
}

/** What the processor is asked to authorise. */
export interface SpendAttempt {
  type: CardTransactionType;
  channel: CardTransactionChannel;
  /** The merchant's currency (ISO 4217 or a token symbol). */
  currency: string;
  /** The card's currency. */
  cardCurrency: string;
  /** The amount in the card's currency. */
  amount: string;
}

/** The transaction types the controls apply to. */
export const CONTROLLED_TYPES: readonly CardTransactionType[] = ['purchase', 'atm_withdrawal'];

/** Whether the controls decide on a transaction of this type and direction. */
export function isControlledSpend(type: CardTransactionType, entry: CardTransactionEntry): boolean {
  return entry === 'debit' && CONTROLLED_TYPES.includes(type);
}

/** Whether a recorded transaction counts towards the limits (controlled, and cleared or pending). */
export function countsTowardLimits(type: CardTransactionType, entry: CardTransactionEntry, status: CardTransactionStatus): boolean {
  return isControlledSpend(type, entry) && (status === 'cleared' || status === 'pending');
}

/** The channel of a transaction when none is named: an ATM withdrawal happens at an ATM, anything else in store. */
export function defaultChannelFor(type: CardTransactionType): CardTransactionChannel {
  return type === 'atm_withdrawal' ? 'atm' : 'in_store';
}

const isOverLimit = (limit: string | null, spent: string, amount: Decimal): boolean => limit !== null && dec(spent).plus(amount).gt(limit);

/** Why the controls refuse `attempt` (its decline code), or null when they let it through. */
export function controlsDecline(settings: ControlSettings, usage: SpendingUsage, attempt: SpendAttempt): CardTransactionDeclineCode | null {
  if ((attempt.type === 'atm_withdrawal' || attempt.channel === 'atm') && !settings.atm) return 'atm_disabled';
  if (attempt.channel === 'online' && !settings.online) return 'online_disabled';
  if (attempt.channel === 'contactless' && !settings.contactless) return 'contactless_disabled';
  if (attempt.currency.toUpperCase() !== attempt.cardCurrency.toUpperCase() && !settings.foreignCurrency) return 'foreign_currency_disabled';
  const amount = dec(attempt.amount);
  if (isOverLimit(settings.dailyLimit, usage.daily, amount)) return 'over_daily_limit';
  if (isOverLimit(settings.monthlyLimit, usage.monthly, amount)) return 'over_monthly_limit';
  return null;
}

/** What is left of a limit (never below 0), or null when there is no limit. */
export function remainingLimit(limit: string | null | undefined, spent: string): string | null {
  if (limit === null || limit === undefined) return null;
  const left = dec(limit).minus(spent);
  return (left.lt(0) ? dec(0) : left).toFixed(2);
}

// ---------------------------------------------------------------------------------------------- usage by period

/** The card's running usage: the UTC day and month it belongs to and the amounts spent in them. */
export interface SpendingBuckets {
  /** YYYY-MM-DD (UTC). */
  day: string;
  daily: string;
  /** YYYY-MM (UTC). */
  month: string;
  monthly: string;
}

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
export const utcMonth = (at: Date): string => at.toISOString().slice(0, 7);

export const emptySpendingBuckets = (at: Date): SpendingBuckets => ({ day: utcDay(at), daily: '0.00', month: utcMonth(at), monthly: '0.00' });

/** The usage at `now`: a bucket of another day (or month) than now's counts as nothing. */
export function usageAt(buckets: SpendingBuckets | null | undefined, now: Date): SpendingUsage {
  if (!buckets) return { daily: '0.00', monthly: '0.00' };
  return { daily: buckets.day === utcDay(now) ? buckets.daily : '0.00', monthly: buckets.month === utcMonth(now) ? buckets.monthly : '0.00' };
}

/**
 * The buckets after `amount` was spent (positive) or released (negative: a pending one declined or reversed) at
 * `at`, seen at `now`: an amount of another day or month than now's changes nothing of that period; usage never
 * goes below 0.
 */
export function addSpending(buckets: SpendingBuckets | null | undefined, amount: string, at: Date, now: Date): SpendingBuckets {
  const usage = usageAt(buckets, now);
  const clamp = (value: Decimal) => (value.lt(0) ? dec(0) : value).toFixed(2);
  return {
    day: utcDay(now),
    daily: utcDay(at) === utcDay(now) ? clamp(dec(usage.daily).plus(amount)) : usage.daily,
    month: utcMonth(now),
    monthly: utcMonth(at) === utcMonth(now) ? clamp(dec(usage.monthly).plus(amount)) : usage.monthly,
  };
}

// ---------------------------------------------------------------------------------------------- validation

export type ControlLimitField = 'dailyLimit' | 'monthlyLimit';

/** What is wrong with a limit. */
export type ControlLimitProblem = 'notDecimal' | 'notPositive' | 'tooManyDecimals' | 'aboveCardLimit' | 'dailyAboveMonthly';

export interface ControlLimitIssue {
  field: ControlLimitField;
  problem: ControlLimitProblem;
}

/** The card's own limit, which no control limit may pass: a debit card's spending limit, a credit card's credit limit. */
export function cardOwnLimit(card: { model: CardModel; deposit: { limit: string }; credit: { limit: string } }): string {
  return card.model === 'credit' ? card.credit.limit : card.deposit.limit;
}

/** At most 2 decimals: the card's currency is US dollars. */
export const CONTROL_LIMIT_DECIMALS = 2;

function limitProblem(value: string, cardLimit: string): ControlLimitProblem | null {
  if (!isDecimalString(value)) return 'notDecimal';
  if (!dec(value).gt(0)) return 'notPositive';
  if (decimalPlaces(value) > CONTROL_LIMIT_DECIMALS) return 'tooManyDecimals';
  if (dec(value).gt(cardLimit)) return 'aboveCardLimit';
  return null;
}

/**
 * What is wrong with a pair of limits (absent or empty = no limit) for a card whose own limit is `cardLimit`
 * (debit: deposit.limit; credit: credit.limit). Empty when both are acceptable.
 */
export function controlLimitIssues(limits: { dailyLimit?: string | null; monthlyLimit?: string | null }, cardLimit: string): ControlLimitIssue[] {
  const issues: ControlLimitIssue[] = [];
  const daily = limits.dailyLimit?.trim() || null;
  const monthly = limits.monthlyLimit?.trim() || null;
  const dailyProblem = daily === null ? null : limitProblem(daily, cardLimit);
  const monthlyProblem = monthly === null ? null : limitProblem(monthly, cardLimit);
  if (dailyProblem) issues.push({ field: 'dailyLimit', problem: dailyProblem });
  else if (daily !== null && monthly !== null && !monthlyProblem && dec(daily).gt(monthly)) issues.push({ field: 'dailyLimit', problem: 'dailyAboveMonthly' });
  if (monthlyProblem) issues.push({ field: 'monthlyLimit', problem: monthlyProblem });
  return issues;
}

/** The server's English text of an issue (the app shows its own translations of the same problems). */
export function controlLimitIssueText(issue: ControlLimitIssue, cardLimit: string, currency: string): string {
  const name = issue.field === 'dailyLimit' ? 'daily limit' : 'monthly limit';
  switch (issue.problem) {
    case 'notDecimal':
      return `The ${name} must be a number`;
    case 'notPositive':
      return `The ${name} must be greater than 0`;
    case 'tooManyDecimals':
      return `The ${name} can have at most ${CONTROL_LIMIT_DECIMALS} decimal places`;
    case 'aboveCardLimit':
      return `The ${name} cannot be more than the card's limit of ${dec(cardLimit).toFixed(2)} ${currency}`;
    case 'dailyAboveMonthly':
      return 'The daily limit cannot be more than the monthly limit';
  }
}
