import { screenModule } from './screen-module';

/** The signed-in app (layout, dashboard, every panel): the sign-in screen never downloads it. */
export const dashboardScreen = screenModule(() => import('./layout/dashboard-page'));

/** The read-only frame opened without a connection (precached like every chunk). */
export const offlineScreen = screenModule(() => import('./session-gate-offline'));

/** The dialogs (which dialog is which, how a place makes its props): what the dialog host shows over the dashboard. */
export const dialogsScreen = screenModule(() => import('./dialogs/dialogs'));

/** The dashboard's first queries (src/app/dashboard-data.ts): a small chunk, so the sign-in screen carries none of them. */
export const dashboardData = screenModule(() => import('./dashboard-data'));
