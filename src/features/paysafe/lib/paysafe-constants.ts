/** PaySafe constants (spec 02 §4 "PaySafe"). */

/**
 * Without the development event stream (production), the app asks GET /api/cards/{id}/approval of each active
 * card this often to notice new approval requests. Not in the spec; approvals live 300 s by default, so a
 * request is noticed well before it expires.
 */
export const PAYSAFE_POLL_INTERVAL_MS = 15_000;
/** The mm:ss MINS countdown ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;
