import type { Card } from '@contract-kit/model';
import { MAX_ACTIVE_DEBIT_CARDS, MAX_DEBIT_CARDS } from './constants';
import { isApplicationStatus } from './card-status';

type CardLike = Pick<Card, 'model' | 'status'>;

export interface CardAvailability {
  debit: boolean;
  credit: boolean;
}

const isPendingStatus = (status: string) => status.startsWith('pending_');

/**
 * Spec 02 §5 "Card availability": debit is unavailable if a debit card is pending_verification or
 * pending_activation, or if 2 or more active debit cards exist; credit is unavailable if a credit card is
 * pending (any pending_* status). With no cards both are available.
 */
export function getCardAvailability(cards: readonly CardLike[]): CardAvailability {
  const debits = cards.filter((card) => card.model === 'debit');
  const credits = cards.filter((card) => card.model === 'credit');
  const isDebitPending = debits.some((card) => card.status === 'pending_verification' || card.status === 'pending_activation');
  const activeDebits = debits.filter((card) => card.status === 'active').length;
  return {
    debit: !isDebitPending && activeDebits < MAX_ACTIVE_DEBIT_CARDS,
    credit: !credits.some((card) => isPendingStatus(card.status)),
  };
}

export type ApplyTileState = { isEnabled: true; reason: null } | { isEnabled: false; reason: 'pendingApplications' | 'unavailable' };

/**
 * Spec 02 §2 the dashed 'apply for card' tile: clickable only if there are no cards at all, or fewer than 10
 * debit cards with none pending, or no pending credit applications. When pending applications exist on both
 * types it is disabled with 'complete pending applications first'. A pending application is a card still in an
 * application state (initialized or pending_*).
 */
export function getApplyTileState(cards: readonly CardLike[]): ApplyTileState {
  if (cards.length === 0) return { isEnabled: true, reason: null };
  const debits = cards.filter((card) => card.model === 'debit');
  const hasPendingDebit = debits.some((card) => isApplicationStatus(card.status));
  const hasPendingCredit = cards.some((card) => card.model === 'credit' && isApplicationStatus(card.status));
  if ((debits.length < MAX_DEBIT_CARDS && !hasPendingDebit) || !hasPendingCredit) return { isEnabled: true, reason: null };
  return { isEnabled: false, reason: hasPendingDebit && hasPendingCredit ? 'pendingApplications' : 'unavailable' };
}
