import { isCardDialog, viewsOf, withoutDialog, type CardsTab, type MobileTab, type PlaceSearch } from './places';

/**
 * How the signed-in app reads a place (src/lib/places.ts) — apart from the address's validation, which ships with the
 * sign-in screen, so these stay with the dashboard and the dialogs.
 */

/** The place without anything that names a card (after "card not found"): the default card, no card dialog. */
export function withoutCard(place: PlaceSearch, id: string): PlaceSearch {
  let next: PlaceSearch = { ...place };
  if (next.card === id) {
    const { card: _card, ...rest } = isCardDialog(next.dialog) || next.dialog === 'apply' ? withoutDialog(next) : next;
    next = rest;
  }
  if (next.txCard === id) {
    const { txCard: _txCard, txPage: _txPage, txCategory: _txCategory, ...rest } = next;
    next = rest;
  }
  return next;
}

/** The mobile tab a place names. */
export const mobileTabOf = (place: PlaceSearch): MobileTab => place.tab ?? 'accounts';
/** The mobile Cards sub-tab a place names. */
export const cardsTabOf = (place: PlaceSearch): CardsTab => place.cardsTab ?? 'my-cards';
/** The open dialog's view (its first when the address names none). */
export const viewOf = (place: PlaceSearch): string | undefined => place.view ?? viewsOf(place.dialog)[0];
