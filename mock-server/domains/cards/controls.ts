import type { CardControls, CardTransactionChannel, CardTransactionDeclineCode, CardTransactionEntry, CardTransactionStatus, CardTransactionType } from '@contract-kit/model';
import { addSpending, controlsDecline, countsTowardLimits, DEFAULT_CONTROL_SETTINGS, usageAt, type ControlSettings, type SpendingBuckets } from '@contract-kit/rules/card-controls';
import type { CardRecord } from './records';

/**
 * The card processor's side of card controls: what a card's controls are, whether they let a purchase or
 * ATM withdrawal through (the rule is @contract-kit/rules/card-controls, shared with the app), and the card's running
 * usage. The endpoint that changes them: ./controls-handler.ts.
 */

/** A card's settings (a record written before card controls existed allows everything). */
export function controlsOf(card: Pick<CardRecord, 'controls'>): ControlSettings {
  return card.controls ?? { ...DEFAULT_CONTROL_SETTINGS };
}

/** The contract's CardControls of a card at `now` (usage of now's UTC day and month). */
export function controlsView(card: Pick<CardRecord, 'controls' | 'spending'>, now: Date): CardControls {
  const settings = controlsOf(card);
  return {
    ...(settings.dailyLimit !== null ? { dailyLimit: settings.dailyLimit } : {}),
    ...(settings.monthlyLimit !== null ? { monthlyLimit: settings.monthlyLimit } : {}),
    online: settings.online,
    contactless: settings.contactless,
    atm: settings.atm,
    foreignCurrency: settings.foreignCurrency,
    usage: usageAt(card.spending, now),
  };
}

export interface ControlledAttempt {
  type: CardTransactionType;
  entry: CardTransactionEntry;
  status: CardTransactionStatus;
  channel: CardTransactionChannel;
  /** The merchant's currency. */
  currency: string;
  /** USD amount (the card's currency). */
  amount: string;
}

/**
 * Why the card's controls refuse a transaction, or null. Only an active card's cleared or pending purchases and ATM
 * withdrawals are decided here (a non-active card is declined by the ledger; a recorded decline stays as it is).
 */
export function controlsDeclineOf(card: Pick<CardRecord, 'status' | 'currency' | 'controls' | 'spending'>, attempt: ControlledAttempt, now: Date): CardTransactionDeclineCode | null {
  if (card.status !== 'active' || !countsTowardLimits(attempt.type, attempt.entry, attempt.status)) return null;
  return controlsDecline(controlsOf(card), usageAt(card.spending, now), {
    type: attempt.type,
    channel: attempt.channel,
    currency: attempt.currency,
    cardCurrency: card.currency,
    amount: attempt.amount,
  });
}

/** The card's usage after a transaction was recorded with `status` at `at` (unchanged when it does not count). */
export function spendingAfter(
  card: Pick<CardRecord, 'spending'>,
  tx: { type: CardTransactionType; entry: CardTransactionEntry; status: CardTransactionStatus; amount: string },
  at: Date,
  now: Date,
): SpendingBuckets | null {
  if (!countsTowardLimits(tx.type, tx.entry, tx.status)) return card.spending ?? null;
  return addSpending(card.spending, tx.amount, at, now);
}

/** The card's usage after a pending transaction that counted was declined or reversed (its amount given back). */
export function spendingReleased(card: Pick<CardRecord, 'spending'>, tx: { amount: string; transactionDate: string }, now: Date): SpendingBuckets {
  return addSpending(card.spending, `-${tx.amount}`, new Date(tx.transactionDate), now);
}
