import { TOAST_DURATION_MS } from '@/config/constants';

/** Spec 01 §2, §9: the offline notice shows for 5 s. */
export const OFFLINE_NOTICE_MS = 5000;
/** The back-online notice lasts as long as a default toast (spec 01 §9: 5 s). */
export const ONLINE_NOTICE_MS = TOAST_DURATION_MS;
/** Spec 01 §2: dismissing the install banner is remembered by a stored flag. */
export const INSTALL_DISMISSED_STORAGE_KEY = 'lookcard.pwa.install-dismissed';
/** The service worker (built into the production bundle by the service-worker plugin; scope "/"). */
export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open app asks for a new version (also on returning to the tab). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Message the page posts to a waiting worker to activate the new version. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
