import type { CardModel } from '../model';

/**
 * Card availability (spec 02 §5 "Card availability", §2 the apply tile, §8 the reasons, §9 the limits): which card
 * models a user may apply for. One rule for the app (the apply tile, the wizard's model step, the unavailable toast)
 * and the mock server (applyCard refuses exactly what the app does not offer): both import it from here.
 *
 * - Debit is unavailable while a debit card is pending_verification or pending_activation (a debit card waiting
 *   for its deposit, pending_deposit, does not block another application: §5 names only those two), with 2 or more
 *   active debit cards, or with 10 debit cards in any status (§9 "applying allowed only below 10 debit cards").
 * - Credit is unavailable while a credit card is pending (any pending_* status).
 * - With no cards both are available.
 */

/** The two fields of a card the rule reads (the app's generated Card and the mock server's record both fit). */
export interface AvailabilityCard {
  model: CardModel;
  status: string;
}

/** §5 / §9: at most 2 active debit cards. */
export const MAX_ACTIVE_DEBIT_CARDS = 2;
/** §9: applying for debit is allowed only below 10 debit cards. */
export const MAX_DEBIT_CARDS = 10;

export interface CardAvailability {
  debit: boolean;
  credit: boolean;
}

/** §8 per-model texts: pending debit application, debit limit reached, pending credit application, card type unavailable. */
export type ModelUnavailableReason = 'pendingDebit' | 'debitLimit' | 'pendingCredit' | 'typeUnavailable';

/** §8 reasons of the unavailable toast (both pending, debit limit, debit limit with pending credit, pending applications, not available). */
export type ApplicationBlockedReason = 'bothPending' | 'debitLimit' | 'debitLimitWithPendingCredit' | 'pendingApplications' | 'notAvailable' | 'currentlyUnavailable';

/** §4: initialized and pending_* are application states (the card is not issued yet). */
export const isApplicationStatus = (status: string): boolean => status === 'initialized' || status.startsWith('pending_');

const debitsOf = (cards: readonly AvailabilityCard[]) => cards.filter((card) => card.model === 'debit');
const isDebitPending = (cards: readonly AvailabilityCard[]) => debitsOf(cards).some((card) => card.status === 'pending_verification' || card.status === 'pending_activation');
const isCreditPending = (cards: readonly AvailabilityCard[]) => cards.some((card) => card.model === 'credit' && card.status.startsWith('pending_'));
const isDebitLimitReached = (cards: readonly AvailabilityCard[]) => debitsOf(cards).filter((card) => card.status === 'active').length >= MAX_ACTIVE_DEBIT_CARDS;
const isDebitCapReached = (cards: readonly AvailabilityCard[]) => debitsOf(cards).length >= MAX_DEBIT_CARDS;

/** Why a model cannot be applied for now, or null when it can. */
export function modelUnavailableReason(cards: readonly AvailabilityCard[], model: CardModel): ModelUnavailableReason | null {
  if (model === 'credit') return isCreditPending(cards) ? 'pendingCredit' : null;
  if (isDebitPending(cards)) return 'pendingDebit';
  if (isDebitLimitReached(cards)) return 'debitLimit';
  if (isDebitCapReached(cards)) return 'typeUnavailable';
  return null;
}

/** Which models can be applied for now. */
export function getCardAvailability(cards: readonly AvailabilityCard[]): CardAvailability {
  return { debit: modelUnavailableReason(cards, 'debit') === null, credit: modelUnavailableReason(cards, 'credit') === null };
}

/**
 * §4: when neither model can be applied for, the wizard does not open and an unavailable toast says why (§8).
 * Null when at least one model is available.
 */
export function applicationBlockedReason(cards: readonly AvailabilityCard[]): ApplicationBlockedReason | null {
  const availability = getCardAvailability(cards);
  if (availability.debit || availability.credit) return null;
  const debitPending = isDebitPending(cards);
  const creditPending = isCreditPending(cards);
  if (debitPending && creditPending) return 'bothPending';
  if (isDebitLimitReached(cards) && creditPending) return 'debitLimitWithPendingCredit';
  if (isDebitLimitReached(cards)) return 'debitLimit';
  if (debitPending || creditPending) return 'pendingApplications';
  return 'notAvailable';
}

export type ApplyTileState = { isEnabled: true; reason: null } | { isEnabled: false; reason: 'pendingApplications' | 'unavailable' };

/**
 * §2 the dashed 'apply for card' tile: clickable only if there are no cards at all, or fewer than 10 debit cards
 * with none pending, or no pending credit applications. When pending applications exist on both types it is
 * disabled with 'complete pending applications first'. A pending application is a card still in an application
 * state (initialized or pending_*). Which model can then be chosen is the rule above.
 */
export function getApplyTileState(cards: readonly AvailabilityCard[]): ApplyTileState {
  if (cards.length === 0) return { isEnabled: true, reason: null };
  const debits = debitsOf(cards);
  const hasPendingDebit = debits.some((card) => isApplicationStatus(card.status));
  const hasPendingCredit = cards.some((card) => card.model === 'credit' && isApplicationStatus(card.status));
  if ((debits.length < MAX_DEBIT_CARDS && !hasPendingDebit) || !hasPendingCredit) return { isEnabled: true, reason: null };
  return { isEnabled: false, reason: hasPendingDebit && hasPendingCredit ? 'pendingApplications' : 'unavailable' };
}
