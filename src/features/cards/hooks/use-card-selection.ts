import { useMemo, useState } from 'react';
import type { Card } from '@contract-kit/model';
import { isApplicationStatus } from '../lib/card-status';
import { useCards } from './use-cards';

export interface CardSelection {
  /** The getCards query (pending, error, refetch…). */
  cards: ReturnType<typeof useCards>;
  /** The issued cards: every card but the applications (spec 02 §4), oldest first. */
  issued: readonly Card[];
  /** The chosen card while it is still issued; else the preferred card; else the first issued card. */
  selected: Card | undefined;
  /** Choose a card by id. */
  select: (id: string) => void;
}

/**
 * The card picked in a per-card view (transaction history, statements — spec 02 §2): the issued cards, the one
 * the user chose, falling back to `preferredId` (e.g. the card whose menu opened the view) and then to the first
 * card, so a card that disappears or becomes an application never leaves the view without a card.
 */
export function useCardSelection(preferredId?: string): CardSelection {
  const cards = useCards();
  const issued = useMemo(() => (cards.data ?? []).filter((card) => !isApplicationStatus(card.status)), [cards.data]);
  const [chosenId, setChosenId] = useState<string | undefined>(preferredId);
  const selected = issued.find((card) => card.id === chosenId) ?? issued.find((card) => card.id === preferredId) ?? issued[0];
  return { cards, issued, selected, select: setChosenId };
}
