import type { Card, CardModel } from '@/api/generated/model';
import { getCardAvailability } from '@/features/cards';

/** Spec 02 §8 per-model texts: pending debit application, debit limit reached, pending credit application, card type unavailable. */
export type ModelUnavailableReason = 'pendingDebit' | 'debitLimit' | 'pendingCredit' | 'typeUnavailable';

/** Spec 02 §8 reasons of the unavailable toast. */
export type ApplicationBlockedReason = 'bothPending' | 'debitLimit' | 'debitLimitWithPendingCredit' | 'pendingApplications' | 'notAvailable' | 'currentlyUnavailable';

type CardLike = Pick<Card, 'model' | 'status'>;

const MAX_ACTIVE_DEBIT_CARDS = 2;
const isDebitPending = (cards: readonly CardLike[]) => cards.some((card) => card.model === 'debit' && (card.status === 'pending_verification' || card.status === 'pending_activation'));
const isCreditPending = (cards: readonly CardLike[]) => cards.some((card) => card.model === 'credit' && card.status.startsWith('pending_'));
const isDebitLimitReached = (cards: readonly CardLike[]) => cards.filter((card) => card.model === 'debit' && card.status === 'active').length >= MAX_ACTIVE_DEBIT_CARDS;

/** Why a model cannot be chosen at step 1 (spec 02 §5 "Card availability"), or null when it can. */
export function modelUnavailableReason(cards: readonly CardLike[], model: CardModel): ModelUnavailableReason | null {
  if (getCardAvailability(cards)[model]) return null;
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
