/** Withdrawal constants of the spec (spec 01 §4, §5, §9). */

/** Spec 01 §9: withdrawal history page size 10. */
export const HISTORY_PAGE_SIZE = 10;
/** Spec 01 §4, §9: a status cache entry is dropped 30 s after completed or failed. */
export const STATUS_CACHE_TTL_MS = 30_000;
/** How often a processing withdrawal's status is re-read while the history is shown. */
export const STATUS_POLL_MS = 5_000;
/** Spec 01 §4: on success the dialog closes after 0.5 s. */
export const CLOSE_DELAY_MS = 500;
/** Statuses after which a withdrawal no longer changes (spec 01 §4). */
export const FINAL_STATUSES: readonly string[] = ['completed', 'failed'];
/** How often the app re-reads the user's processing withdrawals to say how they ended (while there are any). */
export const OUTCOME_POLL_MS = 15_000;
