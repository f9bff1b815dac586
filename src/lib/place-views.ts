import { EMPTY_FILTER, LIST_FILTER_FIELDS, parseListFilter, type FilterInput, type FilterList, type ListFilter } from '@contract-kit/rules/list-filter';
import { dialogPlaceOf, filterPlaceKey, viewsOf, withoutDialog, type CardsTab, type FilterPlaceKey, type MobileTab, type PlaceSearch } from './places';

/**
 * How the signed-in app reads a place (src/lib/places.ts) — apart from the address's validation, which ships with the
 * sign-in screen, so these stay with the dashboard and the dialogs.
 */

/** The place without anything that names a card (after "card not found"): the default card, no card dialog. */
export function withoutCard(place: PlaceSearch, id: string): PlaceSearch {
  let next: PlaceSearch = { ...place };
  if (next.card === id) {
    const { card: _card, ...rest } = dialogPlaceOf(next.dialog)?.card !== undefined ? withoutDialog(next) : next;
    next = rest;
  }
  if (next.txCard === id) {
    const { txCard: _txCard, txPage: _txPage, ...rest } = next;
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

/** The values a list's type and status may take (the contract's enums). */
export type FilterChoices = Partial<Record<'type' | 'status', readonly string[]>>;

/**
 * The history filter a place names for `list`, as the list's rule reads it: each field the address keeps,
 * a field the rule refuses (from after to, min above max) left out — the list never asks the server for a 400.
 */
export function filterOfPlace(place: PlaceSearch, list: FilterList, choices: FilterChoices = {}): ListFilter {
  const input: FilterInput = {};
  for (const field of LIST_FILTER_FIELDS[list]) input[field] = place[filterPlaceKey(list, field)];
  // A type or status the list does not know (an old or edited address) is no filter.
  for (const field of ['type', 'status'] as const) {
    const known = choices[field];
    if (known && input[field] && !known.includes(input[field])) input[field] = null;
  }
  const parsed = parseListFilter(input, LIST_FILTER_FIELDS[list]);
  if (parsed.ok) return parsed.filter;
  for (const issue of parsed.issues) input[issue.field] = null;
  const retried = parseListFilter(input, LIST_FILTER_FIELDS[list]);
  return retried.ok ? retried.filter : { ...EMPTY_FILTER };
}

/** What writing `filter` as `list`'s filter changes in a place (a field not set leaves the address). */
export function placePatchOfFilter(list: FilterList, filter: ListFilter): Partial<Record<FilterPlaceKey, string | undefined>> {
  const patch: Partial<Record<FilterPlaceKey, string | undefined>> = {};
  for (const field of LIST_FILTER_FIELDS[list]) patch[filterPlaceKey(list, field)] = filter[field] ?? undefined;
  return patch;
}
