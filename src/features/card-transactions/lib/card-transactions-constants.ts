/** Card transaction history constants of the spec (spec 02 §9). */

/** Spec 02 §9: page size 10 for card transactions. */
export const CARD_TRANSACTIONS_PAGE_SIZE = 10;

/** Collapsed rows show a relative time ("5 minutes ago"); rows older than an hour are recomputed this often (younger ones as their text changes). */
export const RELATIVE_TIME_REFRESH_MS = 60_000;
