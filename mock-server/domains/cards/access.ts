import { notFound } from '../../core/errors';
import { requireSession, type Emit, type Handler, type HandlerContext, type MockResponse } from '../../core/types';
import type { UserRecord } from '../../store/schema';
import type { Store } from '../../store/store';
import type { CardRecord } from './records';
import { cardView } from './views';

/**
 * Whose card is it: every card endpoint acts only on the caller's own card; another user's card answers 404 exactly
 * like an unknown one (existence never leaks). And how a card change is saved: written and announced (card.updated).
 */

export const CARD_NOT_FOUND = 'Card not found';
export type CardParams = { id: string };
/** Card details and approvals are never cached (Cache-Control). */
export const NO_STORE = { 'Cache-Control': 'no-store' };
export function findOwnedCard(store: Store, userId: string, cardId: string): CardRecord | undefined {
  const card = store.get('cards', cardId);
  return card && card.userId === userId ? card : undefined;
}

export function listUserCards(store: Store, userId: string): CardRecord[] {
  return store.filter('cards', (card) => card.userId === userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * Writes a card change and announces it (card.updated, payload the Card view). Every change sets `updatedAt` to the
 * clock's now, so the view's usage is read at that moment.
 */
export function saveCard(store: Store, emit: Emit, card: CardRecord): CardRecord {
  store.put('cards', card);
  emit({ type: 'card.updated', userId: card.userId, cardId: card.id, id: card.id, payload: { ...cardView(card) } });
  return card;
}

/** Runs `action` on the caller's card (the path's `id`), or answers 404. */
export function withOwnedCard<TBody = never, TQuery = never>(
  action: (card: CardRecord, user: UserRecord, context: HandlerContext<CardParams, TQuery, TBody>) => MockResponse | Promise<MockResponse>,
): Handler<CardParams, TQuery, TBody> {
  return (context) => {
    const { user } = requireSession(context);
    const card = findOwnedCard(context.store, user.id, context.params.id);
    if (!card) return notFound(CARD_NOT_FOUND);
    return action(card, user, context);
  };
}
