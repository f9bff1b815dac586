import { useMemo } from 'react';
import type { Card } from '@contract-kit/model';
import { isApplicationStatus, useCards } from '@/features/cards';

export interface CardSelection {
  /** The getCards query (pending, error, refetch…). */
  cards: ReturnType<typeof useCards>;
  /** The issued cards: every card but the applications (spec 02 §4), oldest first. */
  issued: readonly Card[];
  /** The chosen card while it is issued; else the first issued card. */
  selected: Card | undefined;
}

/**
 * The card shown in a per-card view (transaction history, statements — spec 02 §2): the issued cards and the one
 * chosen (the view keeps its choice in the address), falling back to the first card, so a card that disappears or
 * becomes an application never leaves the view without a card.
 */
export function useCardSelection(chosenId?: string): CardSelection {
  const cards = useCards();
  const issued = useMemo(() => (cards.data ?? []).filter((card) => !isApplicationStatus(card.status)), [cards.data]);
  const selected = issued.find((card) => card.id === chosenId) ?? issued[0];
  return { cards, issued, selected };
}
