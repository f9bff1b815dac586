import { isIssuedForPhysicalActions } from '@contract-kit/rules/card-orders';
import { conflict, errorResponse, ok, unprocessable } from '../../core/errors';
import { requireSession, type Handler } from '../../core/types';
import { hashPin } from '../../store/ids';
import { listUserCards, NO_STORE, saveCard, withOwnedCard } from './access';
import type { CardRecord } from './records';
import { cardView } from './views';

/**
 * The cards endpoints (spec 02 §2–§5): the user's cards, freeze / unfreeze, card details (never cached), deposit
 * addresses, physical card activation and PIN changes.
 */

const cardResponse = (card: CardRecord, message: string) => ok({ success: true, message, data: cardView(card) });
export const getCards: Handler = (context) => {
  const { user } = requireSession(context);
  const now = context.clock.now();
  return ok({ success: true, data: listUserCards(context.store, user.id).map((card) => cardView(card, now)) });
};

/** Spec 02 §4: only an active card can be frozen; an already frozen one answers 409. */
export const freezeCard = withOwnedCard((card, _user, { store, clock, emit }) => {
  if (card.status === 'frozen') return conflict('Card is already frozen', 'AlreadyFrozen');
  if (card.status !== 'active') return unprocessable('Card is not active', 'CardNotActive');
  const now = clock.now().toISOString();
  return cardResponse(saveCard(store, emit, { ...card, status: 'frozen', frozenAt: now, updatedAt: now }), 'Card frozen');
});

/** Spec 02 §4: only a frozen card can be unfrozen; an active one answers 409. */
export const unfreezeCard = withOwnedCard((card, _user, { store, clock, emit }) => {
  if (card.status === 'active') return conflict('Card is not frozen', 'NotFrozen');
  if (card.status !== 'frozen') return unprocessable('Card cannot be unfrozen', 'CardNotFrozen');
  const now = clock.now().toISOString();
  return cardResponse(saveCard(store, emit, { ...card, status: 'active', frozenAt: null, updatedAt: now }), 'Card unfrozen');
});

/** Spec 02 §5 "Credentials": viewable only for active cards ('Card Not Active'); never cached. */
export const getCredentials = withOwnedCard((card, _user, { services }) => {
  if (card.status !== 'active') return errorResponse(422, 'Card Not Active', { code: 'CardNotActive', headers: NO_STORE });
  const { pan, expiry } = card.credentials;
  return { status: 200, body: { success: true, data: { pan, cvv: services.cvvOf(pan, expiry), expiry } }, headers: NO_STORE };
});

export const getCardAddresses = withOwnedCard((card) => ok({ success: true, data: { ...card.addresses } }));

/** Spec 02 §4 "shipped: physical card activation (set a 6-digit PIN)"; success makes the card fulfilled. */
export const activatePhysicalCard = withOwnedCard<{ pin: string }>((card, _user, { store, clock, emit, body }) => {
  if (!isIssuedForPhysicalActions(card.status)) return unprocessable('Card is not active', 'CardNotActive');
  if (card.physicalStatus === 'fulfilled') return conflict('Physical card is already activated', 'AlreadyActive');
  if (card.physicalStatus !== 'shipped') {
    return errorResponse(422, 'Physical card has not been shipped yet', { code: 'PhysicalCardNotShipped' });
  }
  const now = clock.now().toISOString();
  const updated = saveCard(store, emit, { ...card, physicalStatus: 'fulfilled', pinHash: hashPin(card.id, body.pin), updatedAt: now });
  return cardResponse(updated, 'Card Activated Successfully');
});

/** Spec 02 §4 "fulfilled: change PIN", §5 "PIN". */
export const changePin = withOwnedCard<{ pin: string }>((card, _user, { store, clock, body }) => {
  if (!isIssuedForPhysicalActions(card.status)) return unprocessable('Card is not active', 'CardNotActive');
  if (card.physicalStatus !== 'fulfilled') return unprocessable('No activated physical card', 'PhysicalCardNotActive');
  store.put('cards', { ...card, pinHash: hashPin(card.id, body.pin), updatedAt: clock.now().toISOString() });
  return ok({ success: true, message: 'PIN changed successfully' });
});
