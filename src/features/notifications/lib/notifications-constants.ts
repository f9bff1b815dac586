/** Spec constants of push notifications (spec 02 §4 Notifications, §9). */

/** Spec 02 §4, §9: the denied-permission count is stored and increments up to 3. */
export const NOTIFICATION_DENIAL_CAP = 3;
/** Where the count is remembered (no personal data). */
export const NOTIFICATION_DENIAL_STORAGE_KEY = 'lookcard.notifications.denied-count';
/** How long to wait for the service worker before giving up. */
export const SERVICE_WORKER_READY_TIMEOUT_MS = 5000;
