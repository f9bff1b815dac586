import type { Card, CardModel } from '@contract-kit/model';
import { getCardAvailability } from '@/features/cards';

/** Spec 02 §8 per-model texts: pending debit application, debit limit reached, pending credit application, card type unavailable. */
export type ModelUnavailableReason = 'pendingDebit' | 'debitLimit' | 'pendingCredit' | 'typeUnavailable';

/** Spec 02 §8 reasons of the unavailable toast. */
export type ApplicationBlockedReason = 'bothPending' | 'debitLimit' | 'debitLimitWithPendingCredit' | 'pendingApplications' | 'notAvailable' | 'currentlyUnavailable';

type CardLike = Pick<Card, 'model' | 'status'>;

const MAX_ACTIVE_DEBIT_CARDS = 2;
/** Spec 02 §9 "applying allowed only below 10 debit cards" (the server refuses the 10th too). */
const MAX_DEBIT_CARDS = 10;
const isDebitPending = (cards: readonly CardLike[]) => cards.some((card) => card.model === 'debit' && (card.status === 'pending_verification' || card.status === 'pending_activation'));
const isCreditPending = (cards: readonly CardLike[]) => cards.some((card) => card.model === 'credit' && card.status.startsWith('pending_'));
const isDebitLimitReached = (cards: readonly CardLike[]) => cards.filter((card) => card.model === 'debit' && card.status === 'active').length >= MAX_ACTIVE_DEBIT_CARDS;
const isDebitCapReached = (cards: readonly CardLike[]) => cards.filter((card) => card.model === 'debit').length >= MAX_DEBIT_CARDS;
/** §5 availability plus the §9 cap of 10 debit cards (which §5 leaves to the apply tile). */
const availabilityOf = (cards: readonly CardLike[]) => {
  const availability = getCardAvailability(cards);
  return { ...availability, debit: availability.debit && !isDebitCapReached(cards) };
};

/** Why a model cannot be chosen at step 1 (spec 02 §5 "Card availability"), or null when it can. */
export function modelUnavailableReason(cards: readonly CardLike[], model: CardModel): ModelUnavailableReason | null {
  if (availabilityOf(cards)[model]) return null;
  if (model === 'debit') {
    if (isDebitPending(cards)) return 'pendingDebit';
    if (isDebitLimitReached(cards)) return 'debitLimit';
    return 'typeUnavailable';
  }
  return isCreditPending(cards) ? 'pendingCredit' : 'typeUnavailable';
}

/**
 * Spec 02 §4: when neither model can be applied for, the wizard does not open and an unavailable toast says why.
 * Null when at least one model is available.
 */
export function applicationBlockedReason(cards: readonly CardLike[]): ApplicationBlockedReason | null {
  const availability = availabilityOf(cards);
  if (availability.debit || availability.credit) return null;
  const debitPending = isDebitPending(cards);
  const creditPending = isCreditPending(cards);
  if (debitPending && creditPending) return 'bothPending';
  if (isDebitLimitReached(cards) && creditPending) return 'debitLimitWithPendingCredit';
  if (isDebitLimitReached(cards)) return 'debitLimit';
  if (debitPending || creditPending) return 'pendingApplications';
  return 'notAvailable';
}
